import { beforeAll, describe, expect, it } from 'vitest';
import { integrationPayload } from '@/payload/testing/integration-database';
import { bookedUnits, releaseAbandonedHolds, releaseRequestHolds, takeSeats } from './appointment-holds';

const payload = await integrationPayload();
let opticianId: string;

beforeAll(async () => {
  const optician = await payload.create({
    collection: 'opticians',
    data: {
      id: 'msx-de-test',
      name: 'Optik Test',
      opticianType: 'MSXStore',
      street: 'Teststraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'de',
      latitude: 52.53,
      longitude: 13.38,
      timeZone: 'Europe/Berlin',
      phone: '+49 30 000000',
    },
  });
  opticianId = String(optician.id);
});

const booking = (requestKey: string, start: string, capacity = 1) => ({
  opticianId,
  start: new Date(start),
  durationMinutes: 30,
  capacity,
  requestKey,
});

describe('appointment holds in the database', () => {
  it('let exactly one of two bookings of the last seat through, and the other takes nothing', async () => {
    const taken = await Promise.all([
      takeSeats(payload, booking('first', '2030-03-04T09:00:00Z')),
      takeSeats(payload, booking('second', '2030-03-04T09:15:00Z')),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    const units = await bookedUnits(payload, opticianId, new Date('2030-03-04T00:00:00Z'));
    expect([...units.values()].every((seats) => seats === 1)).toBe(true);
    expect(units.size).toBe(2);
  });

  it('seat two bookings where the optician has two chairs', async () => {
    const taken = await Promise.all([
      takeSeats(payload, booking('a', '2030-03-05T09:00:00Z', 2)),
      takeSeats(payload, booking('b', '2030-03-05T09:00:00Z', 2)),
      takeSeats(payload, booking('c', '2030-03-05T09:00:00Z', 2)),
    ]);
    expect(taken.filter(Boolean)).toHaveLength(2);
  });

  it('free the time of a released booking, and of one abandoned half-way after ten minutes', async () => {
    const day = new Date('2030-03-06T00:00:00Z');
    expect(await takeSeats(payload, booking('given-back', '2030-03-06T09:00:00Z'))).toBe(true);
    await releaseRequestHolds(payload, 'given-back');
    expect(await takeSeats(payload, booking('abandoned', '2030-03-06T09:00:00Z'))).toBe(true);
    await releaseAbandonedHolds(payload, new Date());
    expect((await bookedUnits(payload, opticianId, day)).size).toBe(2);
    await releaseAbandonedHolds(payload, new Date(Date.now() + 11 * 60_000));
    expect((await bookedUnits(payload, opticianId, day)).size).toBe(0);
  });
});
