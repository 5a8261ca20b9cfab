import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { currentVisitorKey } from '@/platform/context/visitor';
import { loadPageData } from '@/platform/server/page-data';
import { EmptyState } from '@/ui/EmptyState';
import { wishlistEntries } from './wishlist-entries';
import { wishlistItems } from './wishlist-store';
import { WishlistEntries } from './WishlistEntries';

interface Props {
  params: Promise<ShopRouteParams>;
}

/** `/wishlist`: what the visitor keeps, each with its price and the way to its product page. */
export const wishlistPageRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'wishlist' });
    return { title: t('heading'), robots: { index: false, follow: true } };
  },
  async Page({ params }: Props) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    const t = await getTranslations({ locale: context.locale, namespace: 'wishlist' });
    const visitorKey = await currentVisitorKey();
    const { data: entries, failed } = await loadPageData(
      'wishlist',
      async () => (visitorKey ? wishlistEntries(await wishlistItems(visitorKey), context) : []),
      [],
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
};
