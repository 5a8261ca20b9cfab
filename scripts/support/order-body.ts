/** An order of the en-GB storefront paid by invoice, as the checkout sends it: a new placement key and e-mail. */
export const orderBody = (voucherCode?: string) => ({
  placementKey: crypto.randomUUID(),
  email: `${crypto.randomUUID()}@example.org`,
  address: {
    firstName: 'Ada',
    lastName: 'Test',
    street: '1 Row',
    postalCode: 'SW1A 1AA',
    city: 'London',
    country: 'gb',
  },
  shippingMethod: 'standard',
  paymentMethod: 'invoice',
  voucherCode,
  acceptTerms: true,
});
