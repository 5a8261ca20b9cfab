import type { Customer } from '@/payload/payload-types';
import { integrationPayload } from './integration-database';

/** A customer account whose address is confirmed, as registration and its mailed link leave it. */
export async function verifiedCustomer(
  email: string,
  password: string,
  name: Pick<Customer, 'firstName' | 'lastName'>,
): Promise<Customer> {
  const payload = await integrationPayload();
  return (await payload.create({
    collection: 'customers',
    data: { email, password, ...name, _verified: true },
    overrideAccess: true,
  } as never)) as unknown as Customer;
}
