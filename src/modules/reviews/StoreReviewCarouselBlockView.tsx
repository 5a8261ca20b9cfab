import { FeaturedReviewsCarousel } from './FeaturedReviewsCarousel';
import type { StoreReviewCarouselBlock } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { abTestOf } from '@/ui/block-marks';

export function StoreReviewCarouselBlockView({
  block,
  context,
}: {
  block: StoreReviewCarouselBlock;
  context: RequestContext;
}) {
  return (
    <FeaturedReviewsCarousel
      locale={context.locale}
      title={block.heading}
      minimumRating={block.minimumRating}
      count={block.count}
      componentName={block.tracking?.componentName || 'store_review_carousel'}
      abTest={abTestOf(block.tracking)}
    />
  );
}
