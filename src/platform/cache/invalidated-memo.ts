import type { CacheTag } from './cache-tags';
import { onInvalidate } from './invalidation';

/**
 * Memoises an async load per key until the backoffice changes something tagged `tag`. A failed load is
 * forgotten so the next call retries; a change also drops a load that is still under way. The values
 * live on globalThis under `name`, shared by every server bundle that imports the caller.
 */
export function invalidatedMemo<K extends string, V>(
  name: string,
  tag: CacheTag,
  load: (key: K) => Promise<V>,
): (key: K) => Promise<V> {
  const memos = ((globalThis as { __shopMemos?: Map<string, Map<string, Promise<unknown>>> }).__shopMemos ??=
    new Map());
  let values = memos.get(name) as Map<string, Promise<V>> | undefined;
  if (!values) {
    const created = new Map<string, Promise<V>>();
    memos.set(name, created);
    onInvalidate(tag, () => created.clear());
    values = created;
  }
  const memo = values;
  return (key) => {
    const cached = memo.get(key);
    if (cached) return cached;
    const loading = load(key);
    memo.set(key, loading);
    loading.catch(() => {
      if (memo.get(key) === loading) memo.delete(key);
    });
    return loading;
  };
}
