/**
 * Renders of a shared page under way, by page-cache key. A request that misses the cache while the same page
 * is being rendered waits for that render and is answered from the cache, rather than rendering the page
 * again: after a start or an invalidation, a popular page is rendered once, not once per visitor arriving
 * in the meantime. A wait is bounded, so a render that hangs only delays the others by `maxWaitMs`.
 */
export class PendingRenders {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly maxWaitMs: number) {}

  /** Settles when the render of `key` under way has ended, or after the longest wait; undefined if none is. */
  waitFor(key: string): Promise<void> | undefined {
    const render = this.pending.get(key);
    if (!render) return undefined;
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, this.maxWaitMs);
      void render.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Marks a render of `key` as under way; the function returned marks it ended (cached or not). */
  begin(key: string): () => void {
    let ended!: () => void;
    const render = new Promise<void>((resolve) => (ended = resolve));
    this.pending.set(key, render);
    return () => {
      if (this.pending.get(key) === render) this.pending.delete(key);
      ended();
    };
  }
}
