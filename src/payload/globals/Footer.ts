import { linkFields } from './link-fields';
import { MENU_GROUPS } from './Navigation';
import { storefrontGlobal } from './storefront-global';

/** The footer's link groups and legal links, per storefront locale. */
export const Footer = storefrontGlobal('footer', [
  {
    name: 'groups',
    type: 'array',
    localized: true,
    fields: [
      { name: 'group', type: 'select', required: true, options: [...MENU_GROUPS] },
      { name: 'label', type: 'text', required: true },
      { name: 'links', type: 'array', fields: linkFields },
    ],
  },
  { name: 'legalLinks', type: 'array', localized: true, fields: linkFields },
]);
