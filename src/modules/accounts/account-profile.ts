import { randomUUID } from 'node:crypto';
import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { inTransaction, rowsOf, sql, type SqlRunner } from '@/payload/conditional-update';
import type { SQL } from '@payloadcms/db-sqlite/drizzle';
import { MAX_ADDRESSES, MAX_PRESCRIPTIONS } from './account-constants';
import type { AddressInput, DetailsInput } from './account-input';
import type { SavedPrescription } from './saved-prescription';

type List = 'addresses' | 'prescriptions';
/** Payload's table of an array field: one row per item, `_order` and `_parent_id` beside its fields. */
const tableOf = (list: List) => sql.raw(`customers_${list}`);

export class ProfileLimitError extends Error {
  constructor(readonly list: List) {
    super(`${list} full`);
  }
}

/*
 * Each change is its own statement on the customer's row or on one row of a list (Payload keeps an array
 * field as one row per item), never a rewrite of the whole record: two changes at once both stay.
 */

async function customerAfterChange(id: Customer['id']): Promise<Customer> {
  const payload = await payloadClient();
  return payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true });
}

/**
 * Touches the customer's row (on PostgreSQL that holds it until the transaction ends, on SQLite the
 * transaction holds the database) so that a list's length is counted by one change at a time.
 */
async function itemsOfLockedCustomer(db: SqlRunner, id: Customer['id'], list: List): Promise<number> {
  await rowsOf(db, sql`UPDATE customers SET updated_at = ${new Date().toISOString()} WHERE id = ${id}`);
  const [row] = await rowsOf<{ items: number | string }>(
    db,
    sql`SELECT count(*) AS items FROM ${tableOf(list)} WHERE _parent_id = ${id}`,
  );
  return Number(row?.items ?? 0);
}

const nextOrder = (list: List, id: Customer['id']) =>
  sql`(SELECT COALESCE(MAX(_order), 0) + 1 FROM ${tableOf(list)} WHERE _parent_id = ${id})`;

export async function updateDetails(customer: Customer, details: DetailsInput): Promise<Customer> {
  const payload = await payloadClient();
  await rowsOf(
    payload,
    sql`UPDATE customers SET salutation = ${details.salutation ?? null}, first_name = ${details.firstName},
      last_name = ${details.lastName}, updated_at = ${new Date().toISOString()} WHERE id = ${customer.id}`,
  );
  return customerAfterChange(customer.id);
}

const LIMITS: Record<List, number> = { addresses: MAX_ADDRESSES, prescriptions: MAX_PRESCRIPTIONS };

/** Adds one row to a list of the customer's (the columns after `_order, _parent_id, id`), within its limit. */
async function addToList(customer: Customer, list: List, columns: SQL, values: SQL): Promise<Customer> {
  await inTransaction(await payloadClient(), async (db) => {
    if ((await itemsOfLockedCustomer(db, customer.id, list)) >= LIMITS[list])
      throw new ProfileLimitError(list);
    await rowsOf(
      db,
      sql`INSERT INTO ${tableOf(list)} (_order, _parent_id, id, ${columns})
        VALUES (${nextOrder(list, customer.id)}, ${customer.id}, ${randomUUID()}, ${values})`,
    );
  });
  return customerAfterChange(customer.id);
}

async function removeFromList(customer: Customer, list: List, itemId: string): Promise<Customer> {
  await rowsOf(
    await payloadClient(),
    sql`DELETE FROM ${tableOf(list)} WHERE _parent_id = ${customer.id} AND id = ${itemId}`,
  );
  return customerAfterChange(customer.id);
}

export const addAddress = (customer: Customer, address: AddressInput) =>
  addToList(
    customer,
    'addresses',
    sql.raw('salutation, first_name, last_name, street, postal_code, city, country'),
    sql`${address.salutation ?? null}, ${address.firstName}, ${address.lastName}, ${address.street},
      ${address.postalCode}, ${address.city}, ${address.country}`,
  );

export const removeAddress = (customer: Customer, addressId: string) =>
  removeFromList(customer, 'addresses', addressId);

export const savePrescription = (customer: Customer, name: string, saved: SavedPrescription, now: Date) =>
  addToList(
    customer,
    'prescriptions',
    sql.raw('name, prescription, saved_at'),
    sql`${name}, ${JSON.stringify(saved)}, ${now.toISOString()}`,
  );

export const removePrescription = (customer: Customer, prescriptionId: string) =>
  removeFromList(customer, 'prescriptions', prescriptionId);
