import { TZDate } from '@date-fns/tz';
import { UNIT_MINUTES } from './booking-services';

export const WEEKDAY_INDEX = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;
export type Weekday = keyof typeof WEEKDAY_INDEX;

export interface OpeningInterval {
  weekday: string;
  /** HH:MM local time */
  opens: string;
  closes: string;
}

export interface Slot {
  /** ISO instant (UTC) */
  start: string;
  end: string;
  /** the optician's local date and time: YYYY-MM-DD, HH:MM */
  localDate: string;
  localTime: string;
}

export interface SlotQuery {
  openingHours: readonly OpeningInterval[];
  timeZone: string;
  now: Date;
  days: number;
  leadMinutes: number;
  durationMinutes: number;
  capacity: number;
  /** appointments per unit start (ISO instant), cancelled ones not counted */
  bookedUnits: ReadonlyMap<string, number>;
}

const MINUTE_MS = 60_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (value: number) => String(value).padStart(2, '0');

/** The unit starts an appointment from `start` of `durationMinutes` occupies. */
export function unitsOf(start: Date, durationMinutes: number): Date[] {
  return Array.from(
    { length: Math.ceil(durationMinutes / UNIT_MINUTES) },
    (_, index) => new Date(start.getTime() + index * UNIT_MINUTES * MINUTE_MS),
  );
}

/**
 * The free slots of an optician: every unit-aligned start within the opening hours (local time of the
 * optician's time zone, daylight saving included) where the whole service fits before closing, at least
 * the lead time from now, and every unit it needs has a seat left.
 */
export function availableSlots(query: SlotQuery): Slot[] {
  const today = new TZDate(query.now, query.timeZone);
  const earliest = query.now.getTime() + query.leadMinutes * MINUTE_MS;
  const slots: Slot[] = [];
  for (let offset = 0; offset < query.days; offset += 1) {
    const noon = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + offset,
      12,
      0,
      query.timeZone,
    );
    const weekday = noon.getDay();
    const localDate = `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}`;
    const intervals = query.openingHours
      .filter((interval) => WEEKDAY_INDEX[interval.weekday as Weekday] === weekday)
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    for (const interval of intervals) {
      const closes = minutesOf(interval.closes);
      for (
        let minute = minutesOf(interval.opens);
        minute + query.durationMinutes <= closes;
        minute += UNIT_MINUTES
      ) {
        const start = new TZDate(
          noon.getFullYear(),
          noon.getMonth(),
          noon.getDate(),
          Math.floor(minute / 60),
          minute % 60,
          query.timeZone,
        );
        if (start.getTime() < earliest) continue;
        const free = unitsOf(start, query.durationMinutes).every(
          (unit) => (query.bookedUnits.get(unit.toISOString()) ?? 0) < query.capacity,
        );
        if (!free) continue;
        slots.push({
          start: new Date(start.getTime()).toISOString(),
          end: new Date(start.getTime() + query.durationMinutes * MINUTE_MS).toISOString(),
          localDate,
          localTime: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
        });
      }
    }
  }
  return slots;
}
