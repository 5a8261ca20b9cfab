import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { serverConfig } from '@/platform/config/server-config';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

/** Widths the shop's images are resized to (WebP), for `srcset`: phones, tablets, wide screens. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/**
 * Images editors upload for content components. Sharp turns each upload into WebP copies at the widths above;
 * the shop picks the one that fits the screen. The alternative text is per language.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: { en: 'Image', de: 'Bild' }, plural: { en: 'Images', de: 'Bilder' } },
  admin: { group: { en: 'Content', de: 'Inhalte' }, useAsTitle: 'alt' },
  access: { read: () => true },
  hooks: {
    afterChange: [revalidateTagsAfterChange('pages')],
    afterDelete: [revalidateTagsAfterDelete('pages')],
  },
  upload: {
    staticDir: path.resolve(serverConfig().mediaDir),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: MEDIA_WIDTHS.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'w480',
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      admin: {
        description: {
          en: 'What the image shows, for screen readers (empty quotes are not allowed: describe it).',
          de: 'Was das Bild zeigt, für Screenreader.',
        },
      },
    },
  ],
};
