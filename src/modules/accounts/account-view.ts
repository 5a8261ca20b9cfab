import type { Customer } from '@/payload/payload-types';

/** What the browser may know of the customer: never the auth fields. */
export function customerView(customer: Customer) {
  return {
    email: customer.email,
    salutation: customer.salutation ?? null,
    firstName: customer.firstName,
    lastName: customer.lastName,
    addresses: (customer.addresses ?? []).map(
      ({ id, salutation, firstName, lastName, street, postalCode, city, country }) => ({
        id: id ?? '',
        salutation: salutation ?? null,
        firstName,
        lastName,
        street,
        postalCode,
        city,
        country,
      }),
    ),
    prescriptions: (customer.prescriptions ?? []).map(({ id, name, prescription, savedAt }) => ({
      id: id ?? '',
      name,
      prescription,
      savedAt,
    })),
  };
}

export type CustomerView = ReturnType<typeof customerView>;
