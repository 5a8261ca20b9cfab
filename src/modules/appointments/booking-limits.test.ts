import { describe, expect, it, vi } from 'vitest';
import type { BookingInput } from './booking-input';
import { bookingWait } from './booking-limits';

vi.stubEnv('REDIS_URL', '');

const booking = (opticianId: string, email: string) => ({ opticianId, customer: { email } }) as BookingInput;

describe('booking limits', () => {
  it('allow three bookings a day from one client at one optician, more at others', async () => {
    for (let i = 0; i < 3; i += 1) expect(await bookingWait(booking('7', `a${i}@example.com`), 'c1')).toBe(0);
    expect(await bookingWait(booking('7', 'a3@example.com'), 'c1')).toBeGreaterThan(86_000);
    expect(await bookingWait(booking('8', 'a4@example.com'), 'c1')).toBe(0);
    expect(await bookingWait(booking('7', 'a5@example.com'), 'c2')).toBe(0);
  });

  it('allow ten bookings a day from one client address in all', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await bookingWait(booking(String(100 + i), `b${i}@example.com`), 'c3')).toBe(0);
    }
    expect(await bookingWait(booking('200', 'b10@example.com'), 'c3')).toBeGreaterThan(0);
  });

  it('mail confirmations to one address three times a day, whoever books', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await bookingWait(booking(String(300 + i), 'Cleo@example.com'), `d${i}`)).toBe(0);
    }
    expect(await bookingWait(booking('303', 'cleo@example.com'), 'd9')).toBeGreaterThan(0);
  });
});
