/** The demo catalogue's "today": arrival dates and the "new" badge are fixed relative to it, not to the clock. */
export const ARRIVAL_ANCHOR = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const NEW_FOR_DAYS = 60;

/** Up to three years before the anchor, recent arrivals more likely. */
export function arrivalDate(random: () => number): string {
  const daysBefore = Math.floor(3 * 365 * random() ** 2);
  return new Date(ARRIVAL_ANCHOR - daysBefore * DAY_MS).toISOString();
}

export function isNew(arrival: string): boolean {
  return ARRIVAL_ANCHOR - Date.parse(arrival) < NEW_FOR_DAYS * DAY_MS;
}
