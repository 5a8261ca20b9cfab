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
 * Runs `start` at idle once the page has loaded: for heavy parts of a page (a map) that must not compete
 * with the page's own scripts, images and first input.
 */
function afterLoadAtIdle(start: () => void): () => void {
  if (document.readyState === 'complete') return atIdle(start);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = atIdle(start);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

/** How far ahead of the viewport a deferred part starts loading: a screen, so it is there when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * Runs `start` at idle once the page has loaded, and only when `element` is within a screen of the
 * viewport (at once when it already is): for heavy parts a phone's first screen does not show.
 */
export function nearViewportAfterLoad(element: Element, start: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  const cancelIdle = afterLoadAtIdle(() => {
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        start();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
  return () => {
    cancelIdle();
    observer?.disconnect();
  };
}
