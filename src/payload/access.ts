import type { Access, CollectionConfig, GlobalConfig, SanitizedConfig } from 'payload';

/**
 * Backoffice staff (the `users` collection). Customers are logged-in Payload users too, so "anyone logged
 * in" (Payload's default) would let a shopper change the catalogue through the REST API.
 */
export const isStaff: Access = ({ req }) => req.user?.collection === 'users';

/** Staff see everything; a logged-in customer the documents whose `field` is their own id. */
export const staffOrOwnCustomer =
  (field: string): Access =>
  ({ req }) => {
    if (req.user?.collection === 'users') return true;
    if (req.user?.collection === 'customers') return { [field]: { equals: req.user.id } };
    return false;
  };

const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const;
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const;

/** The collection with every operation it does not decide itself left to staff. */
export function staffByDefault(collection: CollectionConfig): CollectionConfig {
  const access = { ...collection.access };
  for (const operation of COLLECTION_OPERATIONS) access[operation] ??= isStaff;
  return { ...collection, access };
}

export function staffByDefaultGlobal(global: GlobalConfig): GlobalConfig {
  const access = { ...global.access };
  for (const operation of GLOBAL_OPERATIONS) access[operation] ??= isStaff;
  return { ...global, access };
}

const staffAnd =
  (access: Access | undefined): Access =>
  (args) =>
    isStaff(args) ? (access ? access(args) : true) : false;

/**
 * Payload adds its own collections (`payload-locked-documents`, `payload-preferences`,
 * `payload-migrations`, …) after the configuration's, open to anyone logged in: customers and optician
 * accounts included. They get the staff-only default too, on top of their own rules (preferences stay per
 * user).
 */
export function staffOnlyInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!collection.slug.startsWith('payload-')) continue;
    for (const operation of COLLECTION_OPERATIONS) {
      collection.access[operation] = staffAnd(collection.access[operation]);
    }
  }
  return config;
}
