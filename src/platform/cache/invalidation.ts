import type { CacheTag } from './cache-tags';

type Listener = () => void;

/**
 * Process-wide listeners for backoffice changes, by cache tag. Kept on globalThis because Next.js may load
 * this module once per server bundle (pages, route handlers), and a change saved through one must reach
 * the in-memory caches of the others.
 */
const registry = ((globalThis as { __shopInvalidation?: Map<string, Set<Listener>> }).__shopInvalidation ??=
  new Map());

export function onInvalidate(tag: CacheTag | typeof ANY_CHANGE, listener: Listener): void {
  const listeners = registry.get(tag) ?? new Set<Listener>();
  listeners.add(listener);
  registry.set(tag, listeners);
}

/** Listeners of this tag hear every change, whatever its tag (whole-page caches). */
export const ANY_CHANGE = '*' as const;

export function notifyInvalidation(tag: CacheTag): void {
  for (const listener of registry.get(tag) ?? []) listener();
  for (const listener of registry.get(ANY_CHANGE) ?? []) listener();
}
