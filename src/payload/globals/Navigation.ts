import { linkFields } from './link-fields';
import { storefrontGlobal } from './storefront-global';

export const MENU_GROUPS = ['glasses', 'sunglasses', 'contactLenses', 'discover'] as const;

/** The header's mega-menu, per storefront locale. */
export const Navigation = storefrontGlobal('navigation', [
  {
    name: 'groups',
    type: 'array',
    localized: true,
    fields: [
      { name: 'group', type: 'select', required: true, options: [...MENU_GROUPS] },
      ...linkFields,
      { name: 'links', type: 'array', fields: linkFields },
    ],
  },
]);
