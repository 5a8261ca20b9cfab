import type { Field } from 'payload';

export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true },
  {
    name: 'href',
    type: 'text',
    required: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && (value.startsWith('/') || /^https:\/\//.test(value))) ||
      'A path on the shop (/…) or an https:// address',
  },
];
