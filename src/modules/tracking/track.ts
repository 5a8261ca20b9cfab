import { browserLogger } from '@/platform/logging/browser-logger';
import type { TrackingEvent } from './catalogue';
import {
  ecommerceEventTypes,
  eventNames,
  validate,
  type ValidationError,
} from './generated/tracking-event-validator';

export const INVALID_TRACKING_DATA = 'The TrackingData is not valid';

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function snakeCase(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** GA4 parameters are snake_case: itemListName → item_list_name, at every depth. */
export function toGa4Parameters(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toGa4Parameters);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [snakeCase(key), toGa4Parameters(inner)]),
    );
  }
  return value;
}

interface ValidationIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * What the catalogue's validator (generated from its zod schemas, so that no page loads zod: ADR 0012) checks
 * and completes in place: a copy, without the keys set to undefined, which zod's optional fields accept and
 * JSON Schema does not know.
 */
function validationCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(validationCopy);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, validationCopy(inner)]),
    );
  }
  return value;
}

/** The generated validator's errors as zod's issues: `/ecommerce/items/0` → path ['ecommerce', 'items', '0']. */
const validationIssues = (errors: readonly ValidationError[]): ValidationIssue[] =>
  errors.map((error) => ({
    path: error.instancePath.split('/').slice(1),
    message: error.message ?? 'invalid',
  }));

/**
 * Validates an event and returns what goes to the data layer: `{ecommerce: null}` before an ecommerce
 * event, then `{event: 'ga4_event', event_name, …parameters}`. Throws "The TrackingData is not valid".
 */
export function toDataLayerEntries(input: TrackingEvent): DataLayerEntry[] {
  const event = validationCopy(input) as TrackingEvent;
  if (!validate(event)) {
    throw new Error(INVALID_TRACKING_DATA, { cause: { issues: validationIssues(validate.errors ?? []) } });
  }
  const { eventType, ...parameters } = event;
  const entry = {
    event: 'ga4_event',
    event_name: eventNames[eventType],
    ...(toGa4Parameters(parameters) as object),
  };
  return ecommerceEventTypes.includes(eventType) ? [{ ecommerce: null }, entry] : [entry];
}

/** Pushes a validated event to the tag-manager data layer of this page. */
export function track(input: TrackingEvent, target: { dataLayer?: DataLayerEntry[] } = window): void {
  const entries = toDataLayerEntries(input);
  target.dataLayer ??= [];
  target.dataLayer.push(...entries);
}

/** Validation issues as an analyst reads them: "ecommerce.searchType: Invalid option…". */
export const describeIssues = (issues: readonly ValidationIssue[]) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(event)'}: ${issue.message}`);

/** A refused event's problems: the validation's issues, else the error's message. */
function problemsOf(error: unknown): string[] {
  const issues =
    error instanceof Error ? (error.cause as { issues?: ValidationIssue[] } | undefined)?.issues : undefined;
  return issues?.length ? describeIssues(issues) : [error instanceof Error ? error.message : String(error)];
}

/** The window event that tells the tracking debug view of an event `trackSafely` refused. */
export const TRACKING_REFUSED = 'tracking-refused';

export interface TrackingRefusal {
  input: TrackingEvent;
  problems: string[];
}

/**
 * Tracks without ever breaking the page: an event that fails validation is logged as "{what} not tracked"
 * (and announced as TRACKING_REFUSED for the debug view).
 */
export function trackSafely(input: TrackingEvent, what: string): void {
  try {
    track(input);
  } catch (error) {
    browserLogger.warn(`${what} not tracked`, error);
    if (typeof window === 'undefined') return;
    window.dispatchEvent(
      new CustomEvent<TrackingRefusal>(TRACKING_REFUSED, { detail: { input, problems: problemsOf(error) } }),
    );
  }
}
