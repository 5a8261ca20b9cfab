import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { currentShopperKey } from '@/modules/accounts';
import { loadPageData } from '@/platform/server/page-data';
import { EmptyState } from '@/ui/EmptyState';
import { cartLines } from './cart-store';
import { cartView } from './cart-view';
import { CartPageView } from './CartPageView';

interface Props {
  params: Promise<ShopRouteParams>;
}

/** `/cart`: the visitor's cart, priced now. */
export const cartPageRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'cart' });
    return { title: t('heading'), robots: { index: false, follow: true } };
  },
  async Page({ params }: Props) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    const t = await getTranslations({ locale: context.locale, namespace: 'cart' });
    const visitorKey = await currentShopperKey();
    const { data: cart, failed } = await loadPageData(
      'cart',
      async () => cartView(visitorKey ? await cartLines(visitorKey) : [], context),
      undefined,
    );
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">{t('heading')}</h1>
        {failed || !cart ? (
          <p role="alert" className="rounded border border-danger p-4">
            {t('error.unavailable')}
          </p>
        ) : (
          <CartPageView
            initial={cart}
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
