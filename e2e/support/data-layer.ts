import type { Page } from '@playwright/test';

export type DataLayerEntry = Record<string, unknown>;

/** The analytics events of one name the page has pushed to `window.dataLayer` so far. */
export const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (eventName) => (window.dataLayer ?? []).filter((entry) => entry.event_name === eventName),
    name,
  ) as Promise<DataLayerEntry[]>;
