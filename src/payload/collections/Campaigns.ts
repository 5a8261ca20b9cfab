import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';
import { CAMPAIGN_SLOTS, RECOMMENDATION_STRATEGIES } from '@/modules/personalisation/constants';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { revalidateTagsAfterChange } from '../hooks/revalidate';

export const PAGE_CLASSIFICATIONS = ['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER'] as const;
export const AUDIENCES = ['all', 'new', 'returning'] as const;

const cssColour = {
  validate: (value: unknown) =>
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value)) ||
    'A colour like #0a58ca',
};

const isBanner = (data: { slot?: string } | undefined) => data?.slot === 'TOP_BANNER_CAMPAIGN';

/** Campaigns of the built-in personalisation engine: one slot, targeting, a schedule and weighted variations. */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slot', 'active', 'priority'],
    group: 'Personalisation',
  },
  access: { read: isStaff },
  hooks: { afterChange: [revalidateTagsAfterChange('campaigns')] },
  fields: [
    {
      name: 'results',
      type: 'ui',
      admin: { components: { Field: '/modules/personalisation/admin/CampaignResults#CampaignResults' } },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'Shown to analytics as the experience name.' },
    },
    { name: 'slot', type: 'select', required: true, options: [...CAMPAIGN_SLOTS], index: true },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true },
        {
          name: 'priority',
          type: 'number',
          defaultValue: 0,
          admin: { description: 'The highest-priority match of a slot wins.' },
        },
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'targeting',
      type: 'group',
      admin: { description: 'Empty lists mean every storefront and every page.' },
      fields: [
        { name: 'countries', type: 'select', hasMany: true, options: [...STOREFRONT_COUNTRIES] },
        { name: 'pages', type: 'select', hasMany: true, options: [...PAGE_CLASSIFICATIONS] },
        {
          name: 'urlPattern',
          type: 'text',
          admin: { description: 'Path pattern, * matches anything: /brillen/*' },
        },
        { name: 'audience', type: 'select', required: true, defaultValue: 'all', options: [...AUDIENCES] },
      ],
    },
    {
      name: 'variations',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'weight', type: 'number', required: true, defaultValue: 50, min: 0 },
          ],
        },
        {
          name: 'banner',
          type: 'group',
          admin: { condition: (data) => isBanner(data) },
          fields: [
            {
              name: 'text',
              type: 'textarea',
              localized: true,
              admin: { description: 'Only <b>, <strong>, <i>, <em>, <u> and <br> are kept.' },
            },
            {
              type: 'row',
              fields: [
                { name: 'textColor', type: 'text', ...cssColour },
                { name: 'backgroundColor', type: 'text', ...cssColour },
              ],
            },
            { name: 'linkTarget', type: 'text', localized: true },
            { name: 'buttonText', type: 'text', localized: true },
            { name: 'countdownEndDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          name: 'strategy',
          type: 'select',
          options: [...RECOMMENDATION_STRATEGIES],
          admin: { condition: (data) => !isBanner(data) },
        },
        {
          name: 'title',
          type: 'text',
          localized: true,
          admin: {
            condition: (data) => !isBanner(data),
            description: 'The carousel heading; left empty, the strategy’s own ("Popular right now", …).',
          },
        },
        {
          name: 'products',
          type: 'relationship',
          relationTo: 'products',
          hasMany: true,
          maxRows: 12,
          admin: {
            condition: (data, sibling) => !isBanner(data) && sibling?.strategy === 'productList',
            description: 'The products shown, in this order (strategy "productList").',
          },
        },
      ],
    },
  ],
};
