import { describe, expect, it } from 'vitest';
import { bookingSchema, customerSchema, fieldErrors } from './booking-input';

const customer = {
  salutation: 'woman',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.org',
};
const booking = {
  opticianId: 'p-de-1',
  service: 'eyeTestConsultation',
  start: '2026-12-01T09:00:00.000Z',
  requestKey: '6f1c1f8e-0a43-4c1e-9b5e-3c7f2b8f9a10',
  customer,
};

describe('booking input', () => {
  it('accepts a complete booking, phone and note optional', () => {
    expect(bookingSchema.safeParse(booking).success).toBe(true);
    expect(
      customerSchema.safeParse({ ...customer, phone: '+49 30 1234567', note: 'Gleitsicht' }).success,
    ).toBe(true);
    expect(customerSchema.safeParse({ ...customer, phone: '' }).success).toBe(true);
  });

  it('names the message of each wrong field, once per field', () => {
    const result = bookingSchema.safeParse({
      ...booking,
      service: 'massage',
      start: 'tomorrow',
      customer: {
        salutation: 'sir',
        firstName: ' ',
        lastName: 'x'.repeat(81),
        email: 'erika',
        phone: 'call me',
      },
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      service: 'errors.service',
      start: 'errors.slot',
      'customer.salutation': 'errors.salutation',
      'customer.firstName': 'errors.firstName',
      'customer.lastName': 'errors.tooLong',
      'customer.email': 'errors.email',
      'customer.phone': 'errors.phone',
    });
  });

  it('refuses a body that is not an object', () => {
    const result = bookingSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(Object.values(fieldErrors(result.error!))).toEqual(['errors.invalid']);
  });
});
