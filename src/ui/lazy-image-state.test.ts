import { describe, expect, it } from 'vitest';
import { nextLazyImageState, type LazyImageEvent, type LazyImageState } from './lazy-image-state';

const run = (events: LazyImageEvent[], from: LazyImageState = 'idle') =>
  events.reduce(nextLazyImageState, from);

describe('lazy image states', () => {
  it('waits for the view, then loads', () => {
    expect(run([])).toBe('idle');
    expect(run(['delayElapsed'])).toBe('idle');
    expect(run(['inView'])).toBe('loading');
    expect(run(['inView', 'load'])).toBe('loaded');
  });

  it('is delayed after the delay and timed out after the timeout, until it loads', () => {
    expect(run(['inView', 'delayElapsed'])).toBe('delayed');
    expect(run(['inView', 'delayElapsed', 'timeoutElapsed'])).toBe('timed-out');
    expect(run(['inView', 'delayElapsed', 'timeoutElapsed', 'load'])).toBe('loaded');
  });

  it('keeps an error and a finished load', () => {
    expect(run(['inView', 'error', 'delayElapsed', 'timeoutElapsed'])).toBe('error');
    expect(run(['inView', 'load', 'error', 'timeoutElapsed'])).toBe('loaded');
  });
});
