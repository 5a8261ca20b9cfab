import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CONTACT_LENS_EYE_TEST_PRICE, listOwnStores, type StoreOption } from '@/modules/opticians';
import { RecommendationSlots } from '@/modules/personalisation';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { formatPrice } from '@/platform/i18n/format';
import { loadPageData } from '@/platform/server/page-data';
import { alternatesFor } from '@/platform/seo/page-metadata';

interface Props {
  params: Promise<ShopRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await shopContext(await params);
  const t = await getTranslations({ locale: context.locale, namespace: 'home' });
  return { title: { absolute: t('metaTitle') }, alternates: alternatesFor(context, '/') };
}

const PROMISES = ['freeEyeTest', 'contactLensTest', 'moneyBack', 'partnerOpticians'] as const;

export default async function HomePage({ params }: Props) {
  const context = await shopContext(await params);
  setRequestLocale(context.locale);
  const t = await getTranslations('home');
  const price = formatPrice(CONTACT_LENS_EYE_TEST_PRICE[context.currency], context.currency, context.locale);
  const { data: stores } = await loadPageData<StoreOption[]>(
    'home',
    () => listOwnStores(context.country),
    [],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section aria-labelledby="home-title" className="mb-10 rounded-xl bg-mist px-6 py-12">
        <h1 id="home-title" className="mb-3 text-4xl font-bold">
          {t('title')}
        </h1>
        <p className="max-w-2xl text-lg">{t('intro')}</p>
      </section>
      <section aria-labelledby="home-promises" className="mb-10">
        <h2 id="home-promises" className="mb-4 text-2xl font-semibold">
          {t('promisesTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROMISES.map((promise) => (
            <li key={promise} className="rounded-lg border border-line p-4">
              <h3 className="mb-1 font-semibold">{t(`promises.${promise}.title`)}</h3>
              <p className="text-sm">{t(`promises.${promise}.text`, { price })}</p>
            </li>
          ))}
        </ul>
      </section>
      <RecommendationSlots currency={context.currency} />
      <section aria-labelledby="home-stores">
        <h2 id="home-stores" className="mb-4 text-2xl font-semibold">
          {t('storesTitle')}
        </h2>
        {stores.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-3" data-testid="home-stores">
            {stores.map((store) => (
              <li key={store.id}>
                {store.city} – {store.name}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('storesUnavailable')}</p>
        )}
      </section>
    </div>
  );
}
