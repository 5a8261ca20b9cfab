import { BrandLogoWallBlockView, ProductCarouselBlockView } from '@/modules/catalogue';
import { SupportChatBlockView } from '@/modules/chat';
import type { ContentExtensions } from '@/modules/content';
import { NewsletterTeaserBlockView } from '@/modules/newsletter';
import { StoreReviewCarouselBlockView } from '@/modules/reviews';

/** The blocks of content pages that other modules own: carousels, brand logos, the newsletter, the chat. */
export const contentExtensions: ContentExtensions = {
  productCarousel: ProductCarouselBlockView,
  brandLogoWall: BrandLogoWallBlockView,
  storeReviewCarousel: StoreReviewCarouselBlockView,
  newsletterTeaser: NewsletterTeaserBlockView,
  supportChat: SupportChatBlockView,
};
