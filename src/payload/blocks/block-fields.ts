import type { Field } from 'payload';
import { isAllowedAddress } from '@/platform/text/rich-text';

/** A link editors point at one of the shop's content pages (followed when its address changes) or at an address. */
export function linkField(name = 'link', options: { required?: boolean; label?: boolean } = {}): Field {
  const { required = true, label = true } = options;
  return {
    name,
    type: 'group',
    admin: { hideGutter: true },
    fields: [
      ...(label ? [{ name: 'label', type: 'text', required, maxLength: 60 } satisfies Field] : []),
      {
        type: 'row',
        fields: [
          {
            name: 'page',
            type: 'relationship',
            relationTo: 'pages',
            admin: { description: { en: 'A content page …', de: 'Eine Inhaltsseite …' } },
          },
          {
            name: 'url',
            type: 'text',
            admin: {
              description: {
                en: '… or an address: /l/pg/100, /partneroptiker, https://…',
                de: '… oder eine Adresse: /l/pg/100, /partneroptiker, https://…',
              },
            },
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
              if (typeof value === 'string' && value.trim() !== '')
                return (
                  isAllowedAddress(value) ||
                  'Use a path such as /l/pg/100 or an http(s), mailto or tel address.'
                );
              return !required || Boolean(siblingData.page) || 'Choose a page or enter an address.';
            },
          },
        ],
      },
    ],
  };
}

/** An image from the media library. */
export const imageField = (name = 'image', required = true): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
});

/**
 * How the component is named in analytics (content_component_* events) and, when it is one variation of an
 * A/B test, the test and variation (content_component_abtest_view).
 */
export const trackingFields: Field = {
  name: 'tracking',
  type: 'group',
  label: { en: 'Analytics', de: 'Analyse' },
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'componentName', type: 'text', maxLength: 60 },
        { name: 'abTestName', type: 'text', maxLength: 60 },
        { name: 'abTestVariation', type: 'text', maxLength: 60 },
      ],
    },
  ],
};
