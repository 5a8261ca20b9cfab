import { describe, expect, it } from 'vitest';
import { integrationPayload } from '@/payload/testing/integration-database';
import { verifiedCustomer } from '@/payload/testing/verified-customer';
import { addAddress, updateDetails } from './account-profile';
import { login, resetPassword } from './account-service';

const payload = await integrationPayload();
const where = { locale: 'de-DE' as const, now: new Date() };
const PASSWORD = 'Richtiges-Passw0rt';

const address = (street: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  street,
  postalCode: '10115',
  city: 'Berlin',
  country: 'de' as const,
});

describe('a login beside changes to the account', () => {
  it('keeps the addresses and the name changed while the password is checked', async () => {
    const customer = await verifiedCustomer('ada@example.com', PASSWORD, {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });

    let loggedIn = false;
    const loggingIn = login({ email: customer.email, password: PASSWORD }, undefined, where).finally(
      () => (loggedIn = true),
    );
    // changes one after another for as long as the login takes (its password check takes the most)
    await updateDetails(customer, { firstName: 'Augusta', lastName: 'King' });
    const streets: string[] = [];
    while (!loggedIn && streets.length < 9) {
      const street = `Unter den Linden ${streets.length + 1}`;
      await addAddress(customer, address(street));
      streets.push(street);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { token } = await loggingIn;

    const stored = await payload.findByID({ collection: 'customers', id: customer.id, overrideAccess: true });
    expect(streets.length).toBeGreaterThan(1);
    expect(stored.addresses?.map((kept) => kept.street)).toEqual(streets);
    expect(stored.firstName).toBe('Augusta');
    // the session the login added is kept: its token stands
    expect(stored.sessions).toHaveLength(1);
    const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) });
    expect(user?.id).toBe(customer.id);
  });

  it('sets a new password by reset link and logs in with it, the account’s addresses kept', async () => {
    const customer = await verifiedCustomer('grace@example.com', PASSWORD, {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    await addAddress(customer, address('Hauptstraße 1'));
    const token = await payload.forgotPassword({
      collection: 'customers',
      data: { email: customer.email },
      disableEmail: true,
    });

    const reset = await resetPassword(String(token), 'Neues-Passw0rt-2026', undefined);
    expect(reset.customer.email).toBe(customer.email);
    expect(
      await login({ email: customer.email, password: 'Neues-Passw0rt-2026' }, undefined, where),
    ).toMatchObject({
      customer: { id: customer.id },
    });
    const stored = await payload.findByID({ collection: 'customers', id: customer.id, overrideAccess: true });
    expect(stored.addresses?.map((kept) => kept.street)).toEqual(['Hauptstraße 1']);
  });
});
