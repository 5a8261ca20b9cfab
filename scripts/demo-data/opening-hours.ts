import type { Country } from '../../src/platform/locale/locales';
import type { OpeningHoursRow } from './optician-row';
import { pick } from './random';

type Interval = [opens: string, closes: string];

/** How a shop opens Monday to Saturday; Sunday is always closed. */
export interface HoursStyle {
  weekdays: Interval;
  /** closed for lunch in between; without it the day runs through */
  lunch?: Interval;
  saturday: Interval | 'closed';
  /** a late-opening weekday: shopping night */
  lateDay?: { weekday: 'thursday' | 'friday'; closes: string };
  /** a weekday with the morning only (before the lunch break) */
  halfDay?: 'wednesday';
}

const WORKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** Local habits: lunch breaks in small German, French and Spanish shops, early closing in the north. */
const STYLES: Record<'central' | 'french' | 'spanish' | 'dutch' | 'nordic' | 'british', HoursStyle[]> = {
  central: [
    { weekdays: ['09:30', '19:00'], saturday: ['10:00', '18:00'] },
    {
      weekdays: ['09:00', '18:30'],
      lunch: ['12:30', '14:30'],
      saturday: ['09:00', '13:00'],
      halfDay: 'wednesday',
    },
    { weekdays: ['08:30', '18:00'], saturday: 'closed' },
    {
      weekdays: ['09:00', '18:30'],
      saturday: ['09:00', '14:00'],
      lateDay: { weekday: 'thursday', closes: '20:00' },
    },
  ],
  french: [
    { weekdays: ['09:30', '19:00'], lunch: ['12:30', '14:00'], saturday: ['09:30', '18:00'] },
    { weekdays: ['10:00', '19:00'], saturday: ['10:00', '19:00'] },
    { weekdays: ['09:00', '18:30'], lunch: ['12:00', '14:00'], saturday: 'closed' },
  ],
  spanish: [
    { weekdays: ['10:00', '20:30'], lunch: ['14:00', '17:00'], saturday: ['10:00', '14:00'] },
    { weekdays: ['09:30', '20:00'], saturday: ['10:00', '20:00'] },
    { weekdays: ['10:00', '20:00'], lunch: ['13:30', '16:30'], saturday: 'closed' },
  ],
  dutch: [
    {
      weekdays: ['09:30', '18:00'],
      saturday: ['09:30', '17:00'],
      lateDay: { weekday: 'thursday', closes: '21:00' },
    },
    { weekdays: ['09:00', '17:30'], saturday: ['10:00', '16:00'] },
    { weekdays: ['09:00', '17:30'], saturday: 'closed' },
  ],
  nordic: [
    { weekdays: ['10:00', '18:00'], saturday: ['10:00', '15:00'] },
    { weekdays: ['09:00', '17:00'], saturday: 'closed' },
    { weekdays: ['10:00', '19:00'], saturday: ['10:00', '16:00'] },
  ],
  british: [
    { weekdays: ['09:00', '17:30'], saturday: ['09:00', '17:00'] },
    { weekdays: ['09:00', '17:30'], saturday: 'closed' },
    {
      weekdays: ['09:30', '18:00'],
      saturday: ['09:30', '17:30'],
      lateDay: { weekday: 'thursday', closes: '19:30' },
    },
  ],
};

const HABITS: Record<Country, keyof typeof STYLES> = {
  de: 'central',
  at: 'central',
  ch: 'central',
  fr: 'french',
  es: 'spanish',
  nl: 'dutch',
  se: 'nordic',
  no: 'nordic',
  fi: 'nordic',
  gb: 'british',
};

export function pickHoursStyle(random: () => number, country: Country): HoursStyle {
  return pick(random, STYLES[HABITS[country]]);
}

/** The rows of the `openingHours` array: one per open interval, so a lunch break makes two a day. */
export function openingHours(id: string, style: HoursStyle): OpeningHoursRow[] {
  const row = (weekday: string, [opens, closes]: Interval, part = ''): OpeningHoursRow => ({
    id: `${id}-${weekday}${part}`,
    weekday,
    opens,
    closes,
  });
  const rows = WORKDAYS.flatMap((weekday) => {
    const closes = style.lateDay?.weekday === weekday ? style.lateDay.closes : style.weekdays[1];
    if (!style.lunch) return [row(weekday, [style.weekdays[0], closes])];
    const morning = row(weekday, [style.weekdays[0], style.lunch[0]]);
    if (style.halfDay === weekday) return [morning];
    return [morning, row(weekday, [style.lunch[1], closes], '-afternoon')];
  });
  return style.saturday === 'closed' ? rows : [...rows, row('saturday', style.saturday)];
}
