import type { Block } from 'payload';

/**
 * Formatted text: headings, paragraphs, lists, links. Rendered through the sanitiser (spec §5); a heading
 * ending in `{#name}` becomes the anchor `#name` (e.g. "Vouchers and promotions {#aktionen}").
 */
export const RichTextBlock: Block = {
  slug: 'richText',
  labels: {
    singular: { en: 'Rich text', de: 'Fliesstext' },
    plural: { en: 'Rich texts', de: 'Fliesstexte' },
  },
  interfaceName: 'RichTextBlock',
  fields: [{ name: 'content', type: 'richText', required: true }],
};
