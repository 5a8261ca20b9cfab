import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { MAX_ADDRESSES, MAX_PRESCRIPTIONS } from './account-constants';
import type { AddressInput, DetailsInput } from './account-input';
import type { SavedPrescription } from './saved-prescription';

export class ProfileLimitError extends Error {
  constructor(readonly list: 'addresses' | 'prescriptions') {
    super(`${list} full`);
  }
}

async function updateCustomer(id: Customer['id'], data: Partial<Customer>): Promise<Customer> {
  const payload = await payloadClient();
  return payload.update({ collection: 'customers', id, data, overrideAccess: true });
}

export const updateDetails = (customer: Customer, details: DetailsInput) =>
  updateCustomer(customer.id, {
    salutation: details.salutation ?? null,
    firstName: details.firstName,
    lastName: details.lastName,
  });

export async function addAddress(customer: Customer, address: AddressInput): Promise<Customer> {
  const addresses = customer.addresses ?? [];
  if (addresses.length >= MAX_ADDRESSES) throw new ProfileLimitError('addresses');
  return updateCustomer(customer.id, { addresses: [...addresses, address] });
}

export const removeAddress = (customer: Customer, addressId: string) =>
  updateCustomer(customer.id, {
    addresses: (customer.addresses ?? []).filter((address) => address.id !== addressId),
  });

export async function savePrescription(
  customer: Customer,
  name: string,
  saved: SavedPrescription,
  now: Date,
): Promise<Customer> {
  const prescriptions = customer.prescriptions ?? [];
  if (prescriptions.length >= MAX_PRESCRIPTIONS) throw new ProfileLimitError('prescriptions');
  return updateCustomer(customer.id, {
    prescriptions: [...prescriptions, { name, prescription: { ...saved }, savedAt: now.toISOString() }],
  });
}

export const removePrescription = (customer: Customer, prescriptionId: string) =>
  updateCustomer(customer.id, {
    prescriptions: (customer.prescriptions ?? []).filter((entry) => entry.id !== prescriptionId),
  });
