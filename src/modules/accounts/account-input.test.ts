import { describe, expect, it } from 'vitest';
import { addressSchema, fieldProblems } from './account-input';

const problemsOf = (schema: typeof addressSchema, body: unknown) =>
  fieldProblems(schema.safeParse(body).error!);

describe('the problems of an account form', () => {
  it('name each field with the key of its text', () => {
    expect(problemsOf(addressSchema, { firstName: 'Ada', street: 'x', country: 'us' })).toEqual({
      lastName: 'lastNameRequired',
      street: 'streetRequired',
      postalCode: 'postalCodeInvalid',
      city: 'cityRequired',
      country: 'countryInvalid',
    });
  });

  it('name the shop’s general text where zod would answer in its own words', () => {
    expect(problemsOf(addressSchema, [])).toEqual({ form: 'invalid' });
    expect(problemsOf(addressSchema, null)).toEqual({ form: 'invalid' });
    expect(
      problemsOf(addressSchema, {
        salutation: 'sir',
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: '12 Analytical Row',
        postalCode: 'SW1A 1AA',
        city: 'London',
        country: 'gb',
      }),
    ).toEqual({ salutation: 'invalid' });
  });
});
