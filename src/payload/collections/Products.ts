import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload';
import {
  BADGES,
  CONTACT_LENS_DESIGNS,
  CONTACT_LENS_TYPES,
  FACE_SHAPES,
  FRAME_COLOUR_NAMES,
  FRAME_MATERIALS,
  FRAME_SHAPES,
  GENDERS,
  LENS_TINT_NAMES,
  PRODUCT_KINDS,
  SUITABILITIES,
} from '@/modules/catalogue/constants';
import { deleteReviewsOfProduct } from '../hooks/dependents';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';
import { pricesField } from './product-prices';

type Kind = (typeof PRODUCT_KINDS)[number];
const kindOf = (data: unknown) => (data as { kind?: Kind } | undefined)?.kind;
const isFrame = (data: unknown) => kindOf(data) === 'glasses' || kindOf(data) === 'sunglasses';
const isContactLens = (data: unknown) => kindOf(data) === 'contactLenses';

const millimetres = (name: string, min: number, max: number): Field => ({
  name,
  type: 'number',
  required: true,
  min,
  max,
  admin: { step: 1, description: 'mm' },
});

/** "8.4, 8.6": a comma-separated list of decimals, or empty. */
const decimalList: TextFieldSingleValidation = (value) =>
  !value || /^\s*[+-]?\d+(\.\d+)?(\s*,\s*[+-]?\d+(\.\d+)?)*\s*$/.test(value) || 'e.g. 8.4, 8.6';

const frameFields: Field[] = [
  { ...pricesField(), admin: { description: 'Frame price with standard lenses; a sale price is optional.' } },
  {
    type: 'row',
    fields: [
      { name: 'shape', type: 'select', options: [...FRAME_SHAPES], required: true },
      { name: 'material', type: 'select', options: [...FRAME_MATERIALS], required: true },
      { name: 'gender', type: 'select', options: [...GENDERS], required: true },
    ],
  },
  {
    name: 'faceShapes',
    type: 'select',
    hasMany: true,
    options: [...FACE_SHAPES],
    admin: { description: 'Face shapes the frame suits (the face-shape finder).' },
  },
  {
    name: 'suitableFor',
    type: 'select',
    hasMany: true,
    options: [...SUITABILITIES],
    admin: { description: 'Varifocal lenses (glasses), prescription lenses (sunglasses).' },
  },
  {
    name: 'variants',
    type: 'array',
    minRows: 1,
    admin: { description: 'One row per colour and frame size.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'colour', type: 'select', options: [...FRAME_COLOUR_NAMES], required: true },
          {
            name: 'tint',
            type: 'select',
            options: [...LENS_TINT_NAMES],
            admin: { description: 'Sun lens tint (sunglasses).' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          millimetres('lensWidth', 44, 58),
          millimetres('lensHeight', 30, 52),
          millimetres('bridge', 14, 22),
          millimetres('templeLength', 135, 150),
          millimetres('totalWidth', 124, 150),
        ],
      },
    ],
  },
];

const contactLensFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'lensType', type: 'select', options: [...CONTACT_LENS_TYPES], required: true },
      { name: 'design', type: 'select', options: [...CONTACT_LENS_DESIGNS], required: true },
    ],
  },
  {
    name: 'lensParameters',
    type: 'group',
    admin: { description: 'The per-eye values a customer can order.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'baseCurves', label: 'BC', type: 'text', required: true, validate: decimalList },
          { name: 'diameter', label: 'DIA', type: 'number', required: true, min: 12, max: 16 },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'sphereMin', label: 'PWR from', type: 'number', required: true, min: -20, max: 20 },
          { name: 'sphereMax', label: 'PWR to', type: 'number', required: true, min: -20, max: 20 },
          { name: 'sphereStep', label: 'PWR step', type: 'number', required: true, min: 0.25, max: 1 },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'cylinders', label: 'CYL', type: 'text', validate: decimalList },
          { name: 'axisStep', label: 'AXIS step', type: 'number', min: 1, max: 90 },
          { name: 'additions', label: 'ADD', type: 'text', validate: decimalList },
        ],
      },
    ],
  },
  {
    name: 'packages',
    type: 'array',
    minRows: 1,
    admin: { description: 'Package sizes with their prices.' },
    fields: [{ name: 'lenses', type: 'number', required: true, min: 1, max: 720 }, pricesField()],
  },
];

/** Glasses, sunglasses and contact lenses. The id is the public product id of /p/{pg|sg|cl}/{id}. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'brand', 'popularity'],
    listSearchableFields: ['id', 'model'],
    group: 'Catalogue',
  },
  access: { read: () => true },
  hooks: {
    beforeDelete: [deleteReviewsOfProduct],
    afterChange: [revalidateTagsAfterChange('catalogue')],
    afterDelete: [revalidateTagsAfterDelete('catalogue')],
  },
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      admin: { description: 'Public product id, digits only, e.g. 100245' },
      validate: (value: unknown) => (typeof value === 'string' && /^\d{4,10}$/.test(value)) || '4–10 digits',
    },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', options: [...PRODUCT_KINDS], required: true, index: true },
        { name: 'brand', type: 'relationship', relationTo: 'brands', required: true, index: true },
        { name: 'model', type: 'text', required: true },
      ],
    },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true, required: true },
    {
      type: 'row',
      fields: [
        { name: 'badges', type: 'select', hasMany: true, options: [...BADGES] },
        {
          name: 'popularity',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: { description: 'Higher sorts first under "popularity".' },
        },
        { name: 'arrivalDate', type: 'date', required: true },
      ],
    },
    {
      name: 'frame',
      type: 'group',
      admin: { condition: (data) => isFrame(data) },
      fields: frameFields,
    },
    {
      name: 'contactLens',
      type: 'group',
      admin: { condition: (data) => isContactLens(data) },
      fields: contactLensFields,
    },
    {
      name: 'displayStores',
      label: 'On display in own stores',
      type: 'relationship',
      relationTo: 'opticians',
      hasMany: true,
      filterOptions: { opticianType: { equals: 'MSXStore' } },
      admin: {
        condition: (data) => isFrame(data),
        description: 'Own stores where shoppers can see and try the frame (store availability on its page).',
      },
    },
  ],
};
