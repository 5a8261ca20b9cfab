import { EVENT_NAMES, trackingEventSchema } from './catalogue';
import { describeIssues, type DataLayerEntry } from './track';

/** What the tracking debug view says of one data-layer push. */
export type DataLayerCheck =
  | { status: 'valid'; eventName: string }
  | { status: 'invalid'; eventName: string; problems: string[] }
  | { status: 'other'; eventName: string };

const EVENT_TYPES = new Map([...EVENT_NAMES].map(([eventType, eventName]) => [eventName, eventType]));

const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The reverse of `toGa4Parameters`: snake_case keys back to the catalogue's camelCase, at every depth. */
function fromGa4Parameters(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromGa4Parameters);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [camelCase(key), fromGa4Parameters(inner)]),
    );
  }
  return value;
}

/**
 * Checks a push of the data layer against the tracking catalogue, as an analyst wants to see it: a GA4 event
 * of the catalogue is valid or names its problems (path and message); anything else pushed (the ecommerce
 * reset, the tag manager's own entries) is "other".
 */
export function checkDataLayerEntry(entry: DataLayerEntry): DataLayerCheck {
  const { event, event_name: eventName, ...parameters } = entry;
  if (event !== 'ga4_event' || typeof eventName !== 'string') {
    return { status: 'other', eventName: typeof event === 'string' ? event : Object.keys(entry).join(', ') };
  }
  const eventType = EVENT_TYPES.get(eventName);
  if (!eventType) return { status: 'invalid', eventName, problems: ['not an event of the catalogue'] };
  const result = trackingEventSchema.safeParse({ eventType, ...(fromGa4Parameters(parameters) as object) });
  if (result.success) return { status: 'valid', eventName };
  return {
    status: 'invalid',
    eventName,
    problems: describeIssues(result.error.issues),
  };
}
