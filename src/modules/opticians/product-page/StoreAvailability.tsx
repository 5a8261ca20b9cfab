import { getTranslations } from 'next-intl/server';
import type { CatalogueProduct } from '@/modules/catalogue';
import type { RequestContext } from '@/platform/context/request-context';
import { logger } from '@/platform/logging/logger';
import { listOwnStores } from '../own-stores';
import { StoreAvailabilityTracking } from './StoreAvailabilityTracking';

const SECTION_ID = 'store-availability';

/** Which own stores of the storefront's country have the frame on display, each with a link to the store. */
export async function StoreAvailability({
  product,
  context,
}: {
  product: CatalogueProduct;
  context: RequestContext;
}) {
  if (!product.frame) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const onDisplay = new Set(product.frame.displayStores);
  let stores: Awaited<ReturnType<typeof listOwnStores>>;
  try {
    stores = (await listOwnStores(context.country)).filter((store) => onDisplay.has(store.id));
  } catch (error) {
    // The product page stays useful without this section.
    logger.warn({ err: (error as Error).message, product: product.id }, 'store availability not loaded');
    return null;
  }
  return (
    <section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`} className="mt-6">
      <h2 id={`${SECTION_ID}-heading`} className="mb-2 text-xl font-bold">
        {t('product.storesTitle')}
      </h2>
      {stores.length === 0 ? (
        <p>
          {t('product.storesNone')}{' '}
          <a href="/stores" className="underline" data-store-cta="">
            {t('product.storesAll')}
          </a>
        </p>
      ) : (
        <>
          <p className="mb-2">{t('product.storesIntro', { count: stores.length })}</p>
          <ul className="flex flex-col gap-1">
            {stores.map((store) => (
              <li key={store.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  {store.name} <span className="text-ink/75">({store.city})</span>
                </span>
                <a
                  href={`/partneroptiker/${encodeURIComponent(store.id)}`}
                  className="underline"
                  data-store-cta={store.id}
                >
                  {t('product.storesVisit')}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <StoreAvailabilityTracking sectionId={SECTION_ID} />
    </section>
  );
}
