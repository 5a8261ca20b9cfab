import type { RequestContext } from '@/platform/context/request-context';
import { AccordionBlockView } from './blocks/AccordionBlockView';
import { CtaBannerBlockView } from './blocks/CtaBannerBlockView';
import { HeroSliderBlockView } from './blocks/HeroSliderBlockView';
import { ImageLinkBlockView } from './blocks/ImageLinkBlockView';
import { RichTextBlockView } from './blocks/RichTextBlockView';
import { TeaserGridBlockView } from './blocks/TeaserGridBlockView';
import { UspBarBlockView } from './blocks/UspBarBlockView';
import type { BlockView, ContentExtensions, PageBlock } from './extensions';

interface BlockProps {
  block: PageBlock;
  context: RequestContext;
  extensions: ContentExtensions;
}

function BlockOfExtension({ block, context, extensions }: BlockProps) {
  const View = extensions[block.blockType] as BlockView<typeof block.blockType> | undefined;
  return View ? <View block={block} context={context} /> : null;
}

function BlockView({ block, context, extensions }: BlockProps) {
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
    case 'accordion':
      return <AccordionBlockView block={block} />;
    default:
      return <BlockOfExtension block={block} context={context} extensions={extensions} />;
  }
}

/** A page's blocks in their order; a block type neither content nor an extension renders is left out. */
export function ContentBlocks({
  blocks,
  context,
  extensions,
}: {
  blocks: readonly PageBlock[];
  context: RequestContext;
  extensions: ContentExtensions;
}) {
  return blocks.map((block, index) => (
    <BlockView key={block.id ?? index} block={block} context={context} extensions={extensions} />
  ));
}
