import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { canonicalFor } from '@/platform/seo/page-metadata';
import { findOptician } from './finder-opticians';
import { OpticianDetail } from './OpticianDetail';

interface Props {
  params: Promise<ShopRouteParams & { opticianId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** What another module adds to the optician page (the booking) without this module depending on it. */
export type OpticianPageExtender = (
  opticianId: string,
  context: RequestContext,
  searchParams: Record<string, string | string[] | undefined>,
) => Promise<ReactNode>;

/** An optician of this storefront, or the shop's 404. */
async function opticianOf(params: Props['params']) {
  const { opticianId, ...shop } = await params;
  const context = await shopContext(shop);
  const optician = await findOptician(opticianId);
  if (!optician || optician.country !== context.country) notFound();
  return { context, optician };
}

/** `/partneroptiker/{opticianId}`: the optician's detail page; `extend` adds the booking. */
export const createOpticianDetailRoute = (extend?: OpticianPageExtender) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { context, optician } = await opticianOf(params);
    const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
    return {
      title: t('bookHeading', { name: optician.name }),
      alternates: canonicalFor(context, `/partneroptiker/${encodeURIComponent(optician.id)}`),
    };
  },
  async Page({ params, searchParams }: Props) {
    const { context, optician } = await opticianOf(params);
    setRequestLocale(context.locale);
    const extension = extend ? await extend(optician.id, context, await searchParams) : null;
    return <OpticianDetail optician={optician} context={context} extension={extension} />;
  },
});
