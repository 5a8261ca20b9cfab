import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { EmptyState } from '@/ui/EmptyState';
import { CartPageView } from './CartPageView';

interface Props {
  params: Promise<ShopRouteParams>;
}

/**
 * `/cart`: the same page for every visitor, so the page cache keeps it (ADR 0006); the visitor's cart, priced
 * now, is read by `CartPageView` in the browser. Nothing of a visitor may be rendered here.
 */
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
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold">{t('heading')}</h1>
        <CartPageView
          empty={
            <EmptyState
              title={t('empty')}
              hint={t('emptyHint')}
              linkText={t('browseGlasses')}
              href="/l/pg/100"
            />
          }
        />
      </div>
    );
  },
};
