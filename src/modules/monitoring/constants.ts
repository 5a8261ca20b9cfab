/** Plain values shared by the monitoring collections and the module (architecture: Payload may import them). */

/** Spec §3 "Page classification". */
export const PAGE_TYPES = ['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'CART', 'OTHER'] as const;
export type MonitoredPageType = (typeof PAGE_TYPES)[number];

/** The Core Web Vitals the shop reports itself (Google's `web-vitals`). */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

/** Google's "good" thresholds: a page type meets them when its p75 is at most this (ms, CLS unitless). */
export const GOOD_THRESHOLDS: Record<Vital, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  FCP: 1800,
  TTFB: 800,
};

export const BEACON_KINDS = ['vital', 'error'] as const;

/** Raw beacons are kept this long, then only their daily aggregates remain (docs/operations.md). */
export const RAW_BEACON_RETENTION_DAYS = 30;

/** The first-party endpoint the browser reports to. */
export const BEACON_PATH = '/data/monitoring';
