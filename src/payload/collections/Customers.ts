import type { CollectionConfig, Field } from 'payload';
import {
  LOCK_TIME_MS,
  MAX_ADDRESSES,
  MAX_LOGIN_ATTEMPTS,
  MAX_PRESCRIPTIONS,
  RESET_LINK_MS,
  SESSION_SECONDS,
} from '@/modules/accounts/account-constants';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { STOREFRONT_COUNTRIES, SUPPORTED_LOCALES } from '@/platform/locale/locales';
import { isStaff, staffOrOwnCustomer } from '../access';

export const addressFields: Field[] = [
  { name: 'salutation', type: 'select', options: [...SALUTATIONS] },
  { name: 'firstName', type: 'text', required: true },
  { name: 'lastName', type: 'text', required: true },
  { name: 'street', type: 'text', required: true },
  { name: 'postalCode', type: 'text', required: true },
  { name: 'city', type: 'text', required: true },
  { name: 'country', type: 'select', options: [...STOREFRONT_COUNTRIES], required: true },
];

/**
 * Shoppers' accounts (Payload auth): e-mail verification before the first login, a lock after repeated
 * failures, reset links by mail. The storefront's own endpoints register and log in (their mails are
 * localised and they never tell whether an address has an account); the backoffice manages them.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: { en: 'Customer', de: 'Kunde' }, plural: { en: 'Customers', de: 'Kunden' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'locale', 'createdAt'],
    group: { en: 'Customers', de: 'Kunden' },
  },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: SESSION_SECONDS,
    verify: true,
    forgotPassword: { expiration: RESET_LINK_MS },
  },
  access: {
    // a logged-in customer reads their own record only
    read: staffOrOwnCustomer('id'),
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    unlock: isStaff,
  },
  fields: [
    { name: 'salutation', type: 'select', options: [...SALUTATIONS] },
    { name: 'firstName', type: 'text', required: true, maxLength: 80 },
    { name: 'lastName', type: 'text', required: true, maxLength: 80 },
    {
      name: 'locale',
      type: 'select',
      options: [...SUPPORTED_LOCALES],
      required: true,
      defaultValue: 'de-DE',
      admin: { description: 'The storefront the customer registered in; their mails are in its language.' },
    },
    { name: 'addresses', type: 'array', maxRows: MAX_ADDRESSES, fields: addressFields },
    {
      name: 'prescriptions',
      type: 'array',
      maxRows: MAX_PRESCRIPTIONS,
      admin: { description: 'Saved glasses prescriptions the configurator offers again.' },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 60 },
        { name: 'prescription', type: 'json', required: true },
        { name: 'savedAt', type: 'date', required: true },
      ],
    },
  ],
};
