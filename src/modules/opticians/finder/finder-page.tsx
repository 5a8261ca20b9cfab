import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor } from '@/platform/seo/page-metadata';
import type { OpticianKind } from './finder-opticians';
import type { SearchParams } from './finder-query';
import { OpticianFinder } from './OpticianFinder';

interface Props {
  params: Promise<ShopRouteParams>;
  searchParams: Promise<SearchParams>;
}

const TITLES = { Partner: 'partnerTitle', MSXStore: 'storesTitle' } as const;

/** The page and metadata of a finder route (`/partneroptiker`, `/stores`). */
export function finderRoute(kind: OpticianKind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const context = await shopContext(await params);
      const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
      return {
        title: t(TITLES[kind]),
        alternates: alternatesFor(context, kind === 'Partner' ? '/partneroptiker' : '/stores'),
      };
    },
    async Page({ params, searchParams }: Props) {
      const context = await shopContext(await params);
      setRequestLocale(context.locale);
      return <OpticianFinder context={context} kind={kind} searchParams={await searchParams} />;
    },
  };
}
