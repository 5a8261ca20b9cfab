/**
 * The §4 lazy loader: an image waits until it comes into view, then is `loading`; still not there after the
 * delay (200 ms) it is `delayed` (the placeholder shows that it is coming), after the timeout `timed-out`;
 * a failed load is `error`. `idle` is before the view, `loaded` the end.
 */
export type LazyImageState = 'idle' | 'loading' | 'delayed' | 'timed-out' | 'error' | 'loaded';

export const LAZY_LOADER_DELAY_MS = 200;
export const LAZY_LOADER_TIMEOUT_MS = 10_000;

export type LazyImageEvent = 'inView' | 'delayElapsed' | 'timeoutElapsed' | 'load' | 'error';

export function nextLazyImageState(state: LazyImageState, event: LazyImageEvent): LazyImageState {
  if (event === 'load') return 'loaded';
  if (state === 'loaded') return state;
  if (event === 'error') return 'error';
  if (state === 'error') return state;
  switch (event) {
    case 'inView':
      return state === 'idle' ? 'loading' : state;
    case 'delayElapsed':
      return state === 'loading' ? 'delayed' : state;
    case 'timeoutElapsed':
      return state === 'loading' || state === 'delayed' ? 'timed-out' : state;
  }
}
