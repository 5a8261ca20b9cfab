import type { Page } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { AccordionBlockView } from './blocks/AccordionBlockView';
import { BrandLogoWallBlockView } from './blocks/BrandLogoWallBlockView';
import { CtaBannerBlockView } from './blocks/CtaBannerBlockView';
import { HeroSliderBlockView } from './blocks/HeroSliderBlockView';
import { ImageLinkBlockView } from './blocks/ImageLinkBlockView';
import { NewsletterTeaserBlockView } from './blocks/NewsletterTeaserBlockView';
import { ProductCarouselBlockView } from './blocks/ProductCarouselBlockView';
import { RichTextBlockView } from './blocks/RichTextBlockView';
import { StoreReviewCarouselBlockView } from './blocks/StoreReviewCarouselBlockView';
import { SupportChatBlockView } from './blocks/SupportChatBlockView';
import { TeaserGridBlockView } from './blocks/TeaserGridBlockView';
import { UspBarBlockView } from './blocks/UspBarBlockView';

type PageBlock = NonNullable<Page['layout']>[number];

function BlockView({ block, context }: { block: PageBlock; context: RequestContext }) {
  switch (block.blockType) {
    case 'richText':
      return <RichTextBlockView content={block.content} />;
    case 'heroSlider':
      return <HeroSliderBlockView block={block} />;
    case 'uspBar':
      return <UspBarBlockView block={block} />;
    case 'teaserGrid':
      return <TeaserGridBlockView block={block} />;
    case 'imageLink':
      return <ImageLinkBlockView block={block} />;
    case 'ctaBanner':
      return <CtaBannerBlockView block={block} />;
    case 'productCarousel':
      return <ProductCarouselBlockView block={block} context={context} />;
    case 'brandLogoWall':
      return <BrandLogoWallBlockView block={block} context={context} />;
    case 'storeReviewCarousel':
      return <StoreReviewCarouselBlockView block={block} context={context} />;
    case 'accordion':
      return <AccordionBlockView block={block} />;
    case 'newsletterTeaser':
      return <NewsletterTeaserBlockView block={block} context={context} />;
    case 'supportChat':
      return <SupportChatBlockView block={block} context={context} />;
    default:
      return null;
  }
}

/** A page's blocks in their order; a block type this build does not know is left out. */
export function ContentBlocks({
  blocks,
  context,
}: {
  blocks: readonly PageBlock[];
  context: RequestContext;
}) {
  return blocks.map((block, index) => <BlockView key={block.id ?? index} block={block} context={context} />);
}
