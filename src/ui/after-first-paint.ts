/** How long an idle callback may wait before it runs anyway (a busy page still gets its islands). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `start` once the browser is idle after the first paint, so that what it loads or renders does not
 * compete with the page's first paint and first input. Returns the cancel function for an effect's cleanup.
 */
export function atIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no idle callback: after the next frame has been painted
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(start, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `start` at idle once `element` comes within `margin` of the viewport: for heavy parts of a page
 * (a map) that need not load before the visitor gets near them.
 */
export function whenNearAndIdle(element: Element, start: () => void, margin = '400px'): () => void {
  let cancelIdle: (() => void) | undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = atIdle(start);
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle?.();
  };
}
