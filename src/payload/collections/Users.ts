import type { CollectionConfig } from 'payload';
import { firstUserSetupToken } from '../admin-setup';
import { isStaff } from '../access';

/** Backoffice users of the retailer. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: { read: isStaff },
  fields: [
    { name: 'name', type: 'text' },
    {
      // asked on /admin/create-first-user only, never stored
      name: 'setupToken',
      type: 'text',
      virtual: true,
      label: { en: 'Setup token', de: 'Einrichtungs-Token' },
      admin: {
        readOnly: false,
        condition: (_data, _siblingData, { user }) => !user,
        description: {
          en: 'Printed in the shop’s log at start (or the value of ADMIN_SETUP_TOKEN).',
          de: 'Steht beim Start im Log des Shops (oder der Wert von ADMIN_SETUP_TOKEN).',
        },
      },
      validate: firstUserSetupToken,
    },
  ],
};
