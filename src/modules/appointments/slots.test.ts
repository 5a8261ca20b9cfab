import { describe, expect, it } from 'vitest';
import { availableSlots, unitsOf, type SlotQuery } from './slots';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const query = (overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  openingHours: [
    ...weekdays.flatMap((weekday) => [
      { weekday, opens: '09:00', closes: '12:30' },
      { weekday, opens: '14:00', closes: '18:00' },
    ]),
    { weekday: 'saturday', opens: '10:00', closes: '14:00' },
  ],
  timeZone: 'Europe/Berlin',
  // Monday 2026-11-23, 07:00 in Berlin
  now: new Date('2026-11-23T06:00:00Z'),
  days: 7,
  leadMinutes: 120,
  durationMinutes: 30,
  capacity: 1,
  bookedUnits: new Map(),
  ...overrides,
});

describe('appointment slots', () => {
  it('fill the opening hours in 15-minute steps where the whole service fits before closing', () => {
    const monday = availableSlots(query()).filter((slot) => slot.localDate === '2026-11-23');
    expect(monday[0]).toMatchObject({
      localTime: '09:00',
      start: '2026-11-23T08:00:00.000Z',
      end: '2026-11-23T08:30:00.000Z',
    });
    const times = monday.map((slot) => slot.localTime);
    expect(times).toContain('12:00');
    expect(times).not.toContain('12:15'); // would end after 12:30
    expect(times).not.toContain('13:00'); // lunch break
    expect(times.at(-1)).toBe('17:30');
  });

  it('leave out closed days and slots before the lead time', () => {
    // 10:10 in Berlin: two hours' lead is 12:10, and 12:15 would end after the morning closes
    const slots = availableSlots(query({ now: new Date('2026-11-23T09:10:00Z') }));
    expect(slots[0]).toMatchObject({ localDate: '2026-11-23', localTime: '14:00' });
    expect(slots.some((slot) => slot.localDate === '2026-11-29')).toBe(false); // Sunday
    expect(slots.filter((slot) => slot.localDate === '2026-11-28').at(-1)!.localTime).toBe('13:30');
  });

  it('use the optician’s time zone, across the change to summer time', () => {
    const helsinki = availableSlots(
      query({ timeZone: 'Europe/Helsinki', now: new Date('2027-03-26T00:00:00Z'), days: 4 }),
    );
    const friday = helsinki.find((slot) => slot.localDate === '2027-03-26')!;
    expect(friday.start).toBe('2027-03-26T07:00:00.000Z'); // 09:00 EET (UTC+2)
    const monday = helsinki.find((slot) => slot.localDate === '2027-03-29')!;
    expect(monday.start).toBe('2027-03-29T06:00:00.000Z'); // 09:00 EEST (UTC+3)
    const london = availableSlots(
      query({ timeZone: 'Europe/London', now: new Date('2026-11-23T00:00:00Z') }),
    );
    expect(london[0]!.start).toBe('2026-11-23T09:00:00.000Z');
  });

  it('take a slot away when any unit it needs has no seat left', () => {
    const booked = new Map([['2026-11-23T08:15:00.000Z', 1]]); // 09:15–09:30 Berlin taken
    const times = availableSlots(query({ bookedUnits: booked, days: 1 })).map((slot) => slot.localTime);
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:15');
    expect(times).toContain('09:30');
    const withTwoSeats = availableSlots(query({ bookedUnits: booked, days: 1, capacity: 2 }));
    expect(withTwoSeats.map((slot) => slot.localTime)).toContain('09:00');
  });

  it('need as many units as the service lasts', () => {
    expect(unitsOf(new Date('2026-11-23T08:00:00Z'), 45).map((unit) => unit.toISOString())).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:15:00.000Z',
      '2026-11-23T08:30:00.000Z',
    ]);
  });
});
