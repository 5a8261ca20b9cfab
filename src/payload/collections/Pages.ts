import type { Access, CollectionConfig } from 'payload';
import { previewUrl, validateSlug } from '@/modules/content/page-hooks';
import { serverConfig } from '@/platform/config/server-config';
import { isStaff } from '../access';
import { CONTENT_BLOCKS } from '../blocks/content-blocks';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

/**
 * Everyone reads the published pages of the content environment the shop serves; drafts and other
 * environments only staff (in the backoffice and its preview).
 */
export const publishedOrStaff: Access = (args) =>
  isStaff(args) || {
    and: [
      { _status: { equals: 'published' } },
      { environment: { equals: serverConfig().contentEnvironment } },
    ],
  };

/**
 * Content pages at editor-chosen addresses per language (`/service/so-gehts`, `/service/how-to`, `/agb`,
 * landing pages; `home` is the home page): a title, a description for search engines and the page's blocks.
 * Changes are drafts until published; the live preview and "Preview" show a draft in the shop to staff only.
 * Pages belong to a content environment: the shop serves the one CONTENT_ENVIRONMENT names (`master`).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { en: 'Page', de: 'Seite' }, plural: { en: 'Pages', de: 'Seiten' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'environment', '_status', 'updatedAt'],
    group: { en: 'Content', de: 'Inhalte' },
    preview: (doc, { locale }) => previewUrl(doc.slug, locale),
    livePreview: {
      url: ({ data, locale }) => previewUrl(data.slug, locale.code) ?? '',
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  versions: { drafts: { autosave: { interval: 1500 } }, maxPerDoc: 25 },
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
      localized: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: {
          en: 'The address after the domain in this language, e.g. service/how-to or campaigns/summer; home is the home page.',
          de: 'Die Adresse nach der Domain in dieser Sprache, z. B. service/so-gehts oder aktionen/sommer; home ist die Startseite.',
        },
      },
      validate: validateSlug,
    },
    {
      name: 'environment',
      type: 'text',
      required: true,
      index: true,
      defaultValue: () => serverConfig().contentEnvironment,
      admin: {
        position: 'sidebar',
        description: {
          en: 'The content set this page belongs to; the shop serves the one it is configured for (master).',
          de: 'Der Inhaltsstand dieser Seite; der Shop zeigt den eingestellten (master).',
        },
      },
      validate: (value: unknown) =>
        (typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,39}$/.test(value)) ||
        'Lower-case letters, digits and hyphens.',
    },
    { name: 'description', type: 'textarea', localized: true, maxLength: 300 },
    { name: 'layout', type: 'blocks', localized: true, blocks: CONTENT_BLOCKS },
  ],
};
