import { expect, type APIRequestContext } from '@playwright/test';
import { awaitMail } from './mail';

/** A delivery address in the en-GB storefront. */
export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '12 Analytical Row',
  postalCode: 'SW1A 1AA',
  city: 'London',
  country: 'gb',
};

/** Puts a pair of sunglasses into the shopper's basket through the basket endpoint. */
export async function basketWith(request: APIRequestContext, sku: string) {
  const added = await request.post('/data/cart?locale=en-GB', {
    data: { type: 'frame', sku, quantity: 1, requestKey: crypto.randomUUID() },
  });
  expect(added.status()).toBe(201);
}

/** A 10% newsletter voucher: Great Britain signs up without double opt-in, the code comes by mail. */
export async function newsletterVoucher(request: APIRequestContext, email: string): Promise<string> {
  const signUp = await request.post('/data/newsletter?locale=en-GB', { data: { email } });
  expect(await signUp.json()).toEqual({ next: 'success' });
  const mail = await awaitMail(email, /^Your 10% voucher for your first order$/);
  return /NL10-[A-Z2-9]{8}/.exec(mail.text)![0];
}

/** An order paid by invoice, as the checkout page sends it (a new placement key each time). */
export const orderBody = (email: string, voucherCode?: string) => ({
  placementKey: crypto.randomUUID(),
  email,
  address: ADDRESS,
  shippingMethod: 'standard',
  paymentMethod: 'invoice',
  voucherCode,
  acceptTerms: true,
});
