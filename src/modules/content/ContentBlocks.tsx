import type { Page } from '@/payload/payload-types';
import { RichTextBlockView } from './blocks/RichTextBlockView';

type PageBlock = NonNullable<Page['layout']>[number];

/** A page's blocks in their order; a block type this build does not know is left out. */
export function ContentBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.blockType) {
      case 'richText':
        return <RichTextBlockView key={block.id ?? index} content={block.content} />;
      default:
        return null;
    }
  });
}
