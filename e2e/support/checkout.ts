import { expect, type APIRequestContext, type Page } from '@playwright/test';
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

/** The German checkout's e-mail and delivery address, typed as a shopper would. */
export async function fillGermanAddress(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  const address = page.getByRole('region', { name: 'Lieferadresse' });
  await address.getByLabel('Vorname').fill('Erika');
  await address.getByLabel('Nachname').fill('Mustermann');
  await address.getByLabel('Straße und Hausnummer').fill('Hauptstraße 5');
  await address.getByLabel('Postleitzahl').fill('10115');
  await address.getByLabel('Ort').fill('Berlin');
}

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
