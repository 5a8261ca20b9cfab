import type { Access, CollectionConfig } from 'payload';
import { contentPagePath, isPageSlug } from '@/modules/content/page-slug';
import { RichTextBlock } from '../blocks/RichTextBlock';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

/** Everyone reads published pages; drafts only staff (in the backoffice and its preview). */
const publishedOrStaff: Access = ({ req }) =>
  req.user?.collection === 'users' ? true : { _status: { equals: 'published' } };

/**
 * Content pages at editor-chosen addresses (`/impressum`, `/agb`, landing pages): a title, a description for
 * search engines and the page's blocks, per storefront language. Changes are drafts until published; the
 * preview shows a draft in the shop to staff only.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', de: 'Seite' }, plural: { en: 'Pages', de: 'Seiten' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: { en: 'Content', de: 'Inhalte' },
    preview: (doc, { locale }) =>
      typeof doc.slug === 'string'
        ? `/api/preview?path=${encodeURIComponent(contentPagePath(doc.slug))}&locale=${locale}`
        : null,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  access: { read: publishedOrStaff },
  hooks: {
    afterChange: [revalidateTagsAfterChange('pages')],
    afterDelete: [revalidateTagsAfterDelete('pages')],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'The address after the domain, e.g. impressum or campaigns/summer (lower-case letters, digits, -).',
          de: 'Die Adresse nach der Domain, z. B. impressum oder aktionen/sommer (Kleinbuchstaben, Ziffern, -).',
        },
      },
      validate: (value: unknown) =>
        (typeof value === 'string' && isPageSlug(value)) ||
        'Use lower-case letters, digits and hyphens, parts separated by /, not a path the shop uses itself.',
    },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'layout', type: 'blocks', localized: true, blocks: [RichTextBlock] },
  ],
};
