import type { CollectionConfig, NumberFieldSingleValidation, SelectField } from 'payload';
import { number, select } from 'payload/shared';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { isStaff } from '../access';
import { revalidateTagsAfterChange } from '../hooks/revalidate';
import {
  GERMAN_ONLY_SERVICES,
  GERMAN_ONLY_TAGS,
  GERMAN_STOREFRONT,
  OPTICIAN_SERVICES,
  OPTICIAN_TAGS,
  germanOnlyValuesOutsideGermany,
} from './optician-offerings';

export const OPTICIAN_TYPES = ['MSXStore', 'Partner'] as const;
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

const timeOfDay = {
  validate: (value: unknown) =>
    (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || 'HH:MM',
};

const wholeNumber: NumberFieldSingleValidation = (value, args) =>
  value == null || Number.isInteger(value) ? number(value, args) : 'a whole number';

const countryOf = (siblingData: unknown) => (siblingData as { country?: string } | undefined)?.country;

type Label = { en: string; de: string };

/**
 * A hasMany select whose German-only options are offered, and accepted, for opticians of the German
 * storefront only; elsewhere saving them fails with a message that names them.
 */
function offeringsField(
  name: 'services' | 'tags',
  label: Label,
  offerings: ReadonlyArray<{ value: string; label: Label }>,
  germanOnly: readonly string[],
): SelectField {
  return {
    name,
    label,
    type: 'select',
    hasMany: true,
    options: [...offerings],
    filterOptions: ({ options, siblingData }) => {
      const valueOf = (option: (typeof options)[number]) =>
        typeof option === 'string' ? option : option.value;
      const misplaced = germanOnlyValuesOutsideGermany(
        countryOf(siblingData),
        options.map(valueOf),
        germanOnly,
      );
      return options.filter((option) => !misplaced.includes(valueOf(option)));
    },
    validate: (value, args) => {
      const country = countryOf(args.siblingData);
      const misplaced = germanOnlyValuesOutsideGermany(country, value ?? [], germanOnly);
      if (misplaced.length === 0) return select(value, args);
      const language = args.req.i18n?.language === 'de' ? 'de' : 'en';
      const names = misplaced
        .map(
          (misplacedValue) =>
            offerings.find((offering) => offering.value === misplacedValue)?.label[language],
        )
        .join(', ');
      return language === 'de'
        ? `${names}: nur für Optiker des deutschen Shops (${GERMAN_STOREFRONT}), nicht für „${country}“.`
        : `${names}: for opticians of the German storefront (${GERMAN_STOREFRONT}) only, not for "${country}".`;
    },
  };
}

/** Own stores (MSXStore) and partner opticians. The id is the public opticianId used in URLs. */
export const Opticians: CollectionConfig = {
  slug: 'opticians',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'opticianType', 'city', 'country'],
    group: 'Opticians',
  },
  access: { read: () => true },
  hooks: { afterChange: [revalidateTagsAfterChange('opticians')] },
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      admin: { description: 'Public opticianId, e.g. msx-de-berlin' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'opticianType', type: 'select', required: true, options: [...OPTICIAN_TYPES], index: true },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'country', type: 'select', required: true, options: [...STOREFRONT_COUNTRIES], index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'timeZone', type: 'text', required: true, defaultValue: 'Europe/Berlin' },
      ],
    },
    { name: 'phone', type: 'text', required: true },
    // for the shop's mails to the optician; the shop's pages do not show it, so the public API does not either
    { name: 'email', type: 'email', access: { read: ({ req }) => isStaff({ req }) === true } },
    offeringsField('services', { en: 'Services', de: 'Leistungen' }, OPTICIAN_SERVICES, GERMAN_ONLY_SERVICES),
    offeringsField('tags', { en: 'Tags', de: 'Merkmale' }, OPTICIAN_TAGS, GERMAN_ONLY_TAGS),
    {
      type: 'row',
      fields: [
        {
          name: 'acceptsVoucher',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Accepts eye-test vouchers', de: 'Nimmt Sehtest-Gutscheine an' },
        },
        {
          name: 'bookable',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Appointments bookable online', de: 'Termine online buchbar' },
        },
        {
          name: 'capacity',
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
          max: 10,
          label: { en: 'Parallel appointments', de: 'Parallele Termine' },
          admin: {
            step: 1,
            condition: (_, siblingData) => Boolean(siblingData.bookable),
            description: {
              en: 'How many appointments can run at the same time.',
              de: 'Wie viele Termine gleichzeitig stattfinden können.',
            },
          },
          validate: wholeNumber,
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'A weekday without a row is shown as closed.' },
      fields: [
        { name: 'weekday', type: 'select', required: true, options: [...WEEKDAYS] },
        { name: 'opens', type: 'text', required: true, ...timeOfDay },
        { name: 'closes', type: 'text', required: true, ...timeOfDay },
      ],
    },
  ],
};
