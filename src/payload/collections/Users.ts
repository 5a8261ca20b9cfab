import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';

/** Backoffice users of the retailer. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: { read: isStaff },
  fields: [{ name: 'name', type: 'text' }],
};
