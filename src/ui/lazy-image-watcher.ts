import {
  LAZY_LOADER_DELAY_MS,
  LAZY_LOADER_TIMEOUT_MS,
  nextLazyImageState,
  type LazyImageEvent,
  type LazyImageState,
} from './lazy-image-state';

const IMAGE_BOX = '[data-image-state]';

/**
 * Keeps the §4 lazy-loader state (`data-image-state`) of every `LazyImage` under `root`, those the server
 * rendered and those added later, so that the images need no client component each. Returns the stop.
 */
export function watchLazyImages(
  root: HTMLElement,
  delayMs = LAZY_LOADER_DELAY_MS,
  timeoutMs = LAZY_LOADER_TIMEOUT_MS,
): () => void {
  const watched = new WeakSet<HTMLElement>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const startWhenInView = new WeakMap<Element, () => void>();

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  };

  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      startWhenInView.get(entry.target)?.();
    }
  });

  const watch = (box: HTMLElement) => {
    const image = box.querySelector('img');
    if (!image || watched.has(box)) return;
    watched.add(box);
    const dispatch = (event: LazyImageEvent) => {
      box.dataset.imageState = nextLazyImageState(box.dataset.imageState as LazyImageState, event);
    };
    image.addEventListener('load', () => dispatch('load'));
    image.addEventListener('error', () => dispatch('error'));
    // Loaded (or failed) before the watch began: nothing to wait for.
    if (image.complete) {
      dispatch(image.naturalWidth > 0 ? 'load' : 'error');
      return;
    }
    const start = () => {
      dispatch('inView');
      later(delayMs, () => dispatch('delayElapsed'));
      later(timeoutMs, () => dispatch('timeoutElapsed'));
    };
    if (image.loading === 'eager') return start();
    startWhenInView.set(image, start);
    inView.observe(image);
  };

  const watchAll = (node: ParentNode) => node.querySelectorAll<HTMLElement>(IMAGE_BOX).forEach(watch);

  const added = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(IMAGE_BOX)) watch(node);
        watchAll(node);
      }
    }
  });

  watchAll(root);
  added.observe(root, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    inView.disconnect();
    timers.forEach(clearTimeout);
  };
}
