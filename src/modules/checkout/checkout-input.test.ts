import { describe, expect, it } from 'vitest';
import { placementProblems, placementSchema } from './checkout-input';
import { stockNeeds } from '@/modules/stock';

const valid = {
  placementKey: '6f1c1f57-3f0c-4c55-9a4e-0f9a2c3b1d20',
  email: 'Erika@Example.com',
  address: {
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Hauptstraße 1',
    postalCode: '10115',
    city: 'Berlin',
    country: 'de',
  },
  shippingMethod: 'standard',
  paymentMethod: 'card',
  voucherCode: ' nl10-abcd ',
  acceptTerms: true,
};

describe('the checkout form', () => {
  it('takes a complete order, with the e-mail lower-cased and codes upper-cased', () => {
    const parsed = placementSchema.parse(valid);
    expect(parsed.email).toBe('erika@example.com');
    expect(parsed.voucherCode).toBe('NL10-ABCD');
  });

  it('names each field that is wrong', () => {
    const result = placementSchema.safeParse({
      ...valid,
      email: 'erika',
      address: { ...valid.address, postalCode: '!', city: '' },
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    expect(placementProblems(result.error!)).toEqual({
      email: 'emailInvalid',
      postalCode: 'postalCodeInvalid',
      city: 'cityRequired',
      acceptTerms: 'termsRequired',
    });
  });

  it('takes no card details: anything card-like sent along is dropped, never kept', () => {
    const card = { holder: 'Erika Muster', number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' };
    const parsed = placementSchema.parse({ ...valid, card, cardNumber: card.number, cvc: card.cvc });
    expect(Object.keys(parsed).sort()).toEqual([
      'acceptTerms',
      'address',
      'email',
      'paymentMethod',
      'placementKey',
      'shippingMethod',
      'voucherCode',
    ]);
    expect(JSON.stringify(parsed)).not.toContain('4242');
  });

  it('names a text of the shop for what is not a form at all', () => {
    for (const body of [undefined, true, [], { ...valid, address: 'Berlin' }]) {
      const result = placementSchema.safeParse(body);
      for (const key of Object.values(placementProblems(result.error!)))
        expect(key).toMatch(/^[a-z][A-Za-z]*$/);
    }
    const address = placementSchema.safeParse({ ...valid, address: 'Berlin' });
    expect(placementProblems(address.error!)).toEqual({ address: 'invalid' });
  });
});

describe('stock needs', () => {
  it('add up the lines of one sku', () => {
    expect(
      stockNeeds([
        { sku: 'a', quantity: 1 },
        { sku: 'b', quantity: 2 },
        { sku: 'a', quantity: 3 },
      ]),
    ).toEqual([
      { sku: 'a', quantity: 4 },
      { sku: 'b', quantity: 2 },
    ]);
  });
});
