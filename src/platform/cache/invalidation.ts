import type { CacheTag } from './cache-tags';

type Listener = (tag: string) => void;

/**
 * Process-wide listeners for backoffice changes, by cache tag. Kept on globalThis because Next.js may load
 * this module once per server bundle (pages, route handlers), and a change saved through one must reach
 * the in-memory caches of the others.
 */
interface Registry {
  listeners: Map<string, Set<Listener>>;
  relay?: Listener;
}
const holder = globalThis as { __shopInvalidation?: Registry };
const shared: Registry = (holder.__shopInvalidation ??= { listeners: new Map() });
const registry = shared.listeners;

export function onInvalidate(tag: CacheTag | typeof ANY_CHANGE, listener: Listener): void {
  const listeners = registry.get(tag) ?? new Set<Listener>();
  listeners.add(listener);
  registry.set(tag, listeners);
}

/** Names a tag whose entries live elsewhere (Next's data cache), so that dropping everything includes it. */
export function declareTag(tag: string): void {
  if (!registry.has(tag)) registry.set(tag, new Set());
}

/** Listeners of this tag hear every change, whatever its tag (whole-page caches). */
export const ANY_CHANGE = '*' as const;

/** Drops what this instance caches under `tag`; other instances are not told. */
export function dropLocally(tag: string): void {
  for (const listener of registry.get(tag) ?? []) listener(tag);
  if (tag !== ANY_CHANGE) for (const listener of registry.get(ANY_CHANGE) ?? []) listener(tag);
}

/** Drops every cache this instance holds: after it may have missed changes made on other instances. */
export function dropAllLocally(): void {
  for (const tag of registry.keys()) if (tag !== ANY_CHANGE) dropLocally(tag);
  dropLocally(ANY_CHANGE);
}

/** Sends each change to the other instances as well (invalidation-bus.ts); null stops it. */
export function relayInvalidations(relay: Listener | null): void {
  shared.relay = relay ?? undefined;
}

/** A backoffice change: dropped here at once and, with the invalidation bus running, on every instance. */
export function notifyInvalidation(tag: CacheTag): void {
  dropLocally(tag);
  shared.relay?.(tag);
}
