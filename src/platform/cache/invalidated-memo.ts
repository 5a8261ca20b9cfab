import type { CacheTag } from './cache-tags';
import { onInvalidate } from './invalidation';

interface Memo<V> {
  loading: Promise<V>;
  loadedAt: number;
}

/**
 * Memoises an async load per key until the backoffice changes something tagged `tag`, or, with `maxAgeMs`,
 * until the value is that old (so another instance, which did not see the change, follows it in time). A
 * failed load is forgotten so the next call retries; a change also drops a load that is still under way.
 * The values live on globalThis under `name`, shared by every server bundle that imports the caller.
 */
export function invalidatedMemo<K extends string, V>(
  name: string,
  tag: CacheTag,
  load: (key: K) => Promise<V>,
  { maxAgeMs = Infinity }: { maxAgeMs?: number } = {},
): (key: K) => Promise<V> {
  const memos = ((globalThis as { __shopMemos?: Map<string, Map<string, Memo<unknown>>> }).__shopMemos ??=
    new Map());
  let values = memos.get(name) as Map<string, Memo<V>> | undefined;
  if (!values) {
    const created = new Map<string, Memo<V>>();
    memos.set(name, created);
    onInvalidate(tag, () => created.clear());
    values = created;
  }
  const memo = values;
  return (key) => {
    const cached = memo.get(key);
    if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.loading;
    const loading = load(key);
    const entry = { loading, loadedAt: Date.now() };
    memo.set(key, entry);
    loading.catch(() => {
      if (memo.get(key) === entry) memo.delete(key);
    });
    return loading;
  };
}
