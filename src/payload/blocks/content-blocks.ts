import { AccordionBlock } from './AccordionBlock';
import { BrandLogoWallBlock } from './BrandLogoWallBlock';
import { CtaBannerBlock } from './CtaBannerBlock';
import { HeroSliderBlock } from './HeroSliderBlock';
import { ImageLinkBlock } from './ImageLinkBlock';
import { NewsletterTeaserBlock } from './NewsletterTeaserBlock';
import { ProductCarouselBlock } from './ProductCarouselBlock';
import { RichTextBlock } from './RichTextBlock';
import { StoreReviewCarouselBlock } from './StoreReviewCarouselBlock';
import { SupportChatBlock } from './SupportChatBlock';
import { TeaserGridBlock } from './TeaserGridBlock';
import { UspBarBlock } from './UspBarBlock';

/** The components editors compose pages from, in the order the backoffice offers them. */
export const CONTENT_BLOCKS = [
  HeroSliderBlock,
  UspBarBlock,
  TeaserGridBlock,
  RichTextBlock,
  ImageLinkBlock,
  CtaBannerBlock,
  ProductCarouselBlock,
  BrandLogoWallBlock,
  StoreReviewCarouselBlock,
  AccordionBlock,
  NewsletterTeaserBlock,
  SupportChatBlock,
];
