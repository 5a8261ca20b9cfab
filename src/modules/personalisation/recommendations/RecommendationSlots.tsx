'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ListTracking } from '@/modules/catalogue/client';
import { browserLogger } from '@/platform/logging/browser-logger';
import { LazyImage } from '@/ui/LazyImage';
import { Carousel } from '@/ui/Carousel';
import { bannerSettled } from '../banner/banner-settled';
import { reportCampaignClick } from '../banner/engagement-beacon';
import { RECOMMENDATION_STRATEGIES, SHELL_TIMEOUT_MS } from '../constants';
import { loadRecommendations, type RecommendationSlot } from './recommendation-client';

const strategyKey = (strategy: string | undefined) =>
  (RECOMMENDATION_STRATEGIES as readonly string[]).includes(strategy ?? '') ? strategy! : 'popularInCountry';

/** One chosen slot as a product carousel; a click on a product is the campaign's engagement. */
function RecommendationCarousel({
  recommendation,
  country,
  currency,
}: {
  recommendation: RecommendationSlot;
  country: string;
  currency: string;
}) {
  const t = useTranslations('banner.recommendations');
  const title = recommendation.title ?? t(strategyKey(recommendation.strategy));
  const scope = `recommendation-${recommendation.slot.toLowerCase()}`;
  const { tracking } = recommendation;
  return (
    <div
      id={scope}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) reportCampaignClick(tracking, country);
      }}
    >
      <Carousel
        title={title}
        previousLabel={t('previous')}
        nextLabel={t('next')}
        componentCategory="product_recommendation"
        componentName={recommendation.slot}
        abTest={{ name: tracking.experienceName, variation: tracking.variationName }}
      >
        {recommendation.products.map((product, index) => (
          <li
            key={product.id}
            className="relative flex w-56 shrink-0 snap-start flex-col rounded border border-line bg-white p-3"
          >
            <div className="mb-2 aspect-[2/1]">
              <LazyImage
                src={product.image}
                alt=""
                width={400}
                height={200}
                className="h-full w-full object-contain"
              />
            </div>
            <p className="text-sm font-semibold">{product.brandName}</p>
            <h3 className="text-base">
              <a
                href={product.href}
                data-list-item={index}
                className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {product.name}
              </a>
            </h3>
            <p className="mt-auto pt-2">
              {product.strikePrice && <s className="mr-2 text-sm text-ink/75">{product.strikePrice}</s>}
              <span className="font-semibold">{product.price}</span>
            </p>
          </li>
        ))}
      </Carousel>
      <ListTracking
        listId={recommendation.slot}
        listName={title}
        currency={currency}
        items={recommendation.products.map((product, index) => ({
          ...product.item,
          itemListName: title,
          index: String(index + 1),
        }))}
        filters={[]}
        scope={scope}
      />
    </div>
  );
}

/**
 * The product-recommendation slots of the home and product pages (spec §3 slots ONE to THREE), asked for
 * in the browser so the cached page stays the same for everyone; nothing shows while they load or when
 * personalisation fails.
 */
export function RecommendationSlots({ productId, currency }: { productId?: string; currency: string }) {
  const locale = useLocale();
  const country = locale.slice(3).toLowerCase();
  const [recommendations, setRecommendations] = useState<RecommendationSlot[]>([]);

  useEffect(() => {
    bannerSettled(SHELL_TIMEOUT_MS)
      .then(() => loadRecommendations(locale, country, productId))
      .then(setRecommendations)
      .catch((error: unknown) => browserLogger.warn('recommendations not loaded', error));
  }, [locale, country, productId]);

  if (recommendations.length === 0) return null;
  return (
    <div data-recommendations>
      {recommendations.map((recommendation) => (
        <RecommendationCarousel
          key={recommendation.slot}
          recommendation={recommendation}
          country={country}
          currency={currency}
        />
      ))}
    </div>
  );
}
