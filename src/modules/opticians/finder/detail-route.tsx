import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { canonicalFor } from '@/platform/seo/page-metadata';
import { findOptician } from './finder-opticians';
import { OpticianDetail } from './OpticianDetail';

interface Props {
  params: Promise<ShopRouteParams & { opticianId: string }>;
}

/** An optician of this storefront, or the shop's 404. */
async function opticianOf(params: Props['params']) {
  const { opticianId, ...shop } = await params;
  const context = await shopContext(shop);
  const optician = await findOptician(decodeURIComponent(opticianId));
  if (!optician || optician.country !== context.country) notFound();
  return { context, optician };
}

/** `/partneroptiker/{opticianId}`: the optician's detail page. */
export const opticianDetailRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { context, optician } = await opticianOf(params);
    const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
    return {
      title: t('bookHeading', { name: optician.name }),
      alternates: canonicalFor(context, `/partneroptiker/${encodeURIComponent(optician.id)}`),
    };
  },
  async Page({ params }: Props) {
    const { context, optician } = await opticianOf(params);
    setRequestLocale(context.locale);
    return <OpticianDetail optician={optician} context={context} />;
  },
};
