import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { currentShopperKey } from '@/modules/accounts';
import { loadPageData } from '@/platform/server/page-data';
import { EmptyState } from '@/ui/EmptyState';
import { wishlistEntries } from './wishlist-entries';
import { wishlistItems } from './wishlist-store';
import { WishlistEntries } from './WishlistEntries';

interface Props {
  params: Promise<ShopRouteParams>;
}

/** What another capability puts on a wishlist entry (the cart's "add to basket"), made on the server. */
export type WishlistEntryAction = (sku: string, context: RequestContext) => Promise<ReactNode | undefined>;

/**
 * `/wishlist`: what the visitor keeps, each with its price, the way to its product page and the entry
 * action composed in (buying straight away where no lenses need choosing).
 */
export const createWishlistPageRoute = (entryAction: WishlistEntryAction) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'wishlist' });
    return { title: t('heading'), robots: { index: false, follow: true } };
  },
  async Page({ params }: Props) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    const t = await getTranslations({ locale: context.locale, namespace: 'wishlist' });
    const visitorKey = await currentShopperKey();
    const { data: entries, failed } = await loadPageData(
      'wishlist',
      async () => (visitorKey ? wishlistEntries(await wishlistItems(visitorKey), context) : []),
      [],
    );
    const actions = Object.fromEntries(
      await Promise.all(entries.map(async ({ sku }) => [sku, await entryAction(sku, context)] as const)),
    );
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">{t('heading')}</h1>
        {failed ? (
          <p role="alert" className="rounded border border-danger p-4">
            {t('unavailable')}
          </p>
        ) : (
          <WishlistEntries
            entries={entries}
            actions={actions}
            empty={
              <EmptyState
                title={t('empty')}
                hint={t('emptyHint')}
                linkText={t('browseGlasses')}
                href="/l/pg/100"
              />
            }
          />
        )}
      </div>
    );
  },
});
