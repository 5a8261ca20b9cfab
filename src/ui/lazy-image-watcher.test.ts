// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLazyImages } from './lazy-image-watcher';

/** The browser's IntersectionObserver, driven by the test: `scrollTo(image)` brings it into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  static scrollTo(target: Element) {
    for (const observer of FakeIntersectionObserver.all) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

function imageBox(loading: 'lazy' | 'eager'): HTMLElement {
  const box = document.createElement('span');
  box.dataset.imageState = 'idle';
  const image = document.createElement('img');
  image.setAttribute('loading', loading);
  image.src = '/assets/frame.webp';
  // still on its way, as a real image is until its bytes arrive
  Object.defineProperty(image, 'complete', { value: false });
  box.append(image);
  return box;
}

const state = (box: HTMLElement) => box.dataset.imageState;
const image = (box: HTMLElement) => box.querySelector('img')!;

describe('the page’s one lazy-image watcher (§4 lazy loader)', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    document.body.innerHTML = '';
  });
  afterEach(() => {
    stop();
    FakeIntersectionObserver.all = [];
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('leaves an image below the fold idle until it comes into view, then loading, delayed, loaded', () => {
    const box = imageBox('lazy');
    document.body.append(box);
    stop = watchLazyImages(document.body);
    vi.advanceTimersByTime(500);
    expect(state(box)).toBe('idle');

    FakeIntersectionObserver.scrollTo(image(box));
    expect(state(box)).toBe('loading');
    vi.advanceTimersByTime(200);
    expect(state(box)).toBe('delayed');
    image(box).dispatchEvent(new Event('load'));
    expect(state(box)).toBe('loaded');
  });

  it('times an image out after ten seconds in view, and marks a failed one as error', () => {
    const late = imageBox('lazy');
    const broken = imageBox('eager');
    document.body.append(late, broken);
    stop = watchLazyImages(document.body);

    FakeIntersectionObserver.scrollTo(image(late));
    vi.advanceTimersByTime(10_000);
    expect(state(late)).toBe('timed-out');
    image(broken).dispatchEvent(new Event('error'));
    expect(state(broken)).toBe('error');
  });

  it('starts an eager image at once, without waiting for the view', () => {
    const box = imageBox('eager');
    document.body.append(box);
    stop = watchLazyImages(document.body);
    expect(state(box)).toBe('loading');
  });

  it('also keeps the state of images the page adds later', async () => {
    stop = watchLazyImages(document.body);
    const wrapper = document.createElement('div');
    const box = imageBox('lazy');
    wrapper.append(box);
    document.body.append(wrapper);
    await vi.advanceTimersByTimeAsync(0);

    FakeIntersectionObserver.scrollTo(image(box));
    expect(state(box)).toBe('loading');
  });

  it('stops: no state changes after the page is left', () => {
    const box = imageBox('lazy');
    document.body.append(box);
    stop = watchLazyImages(document.body);
    FakeIntersectionObserver.scrollTo(image(box));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(state(box)).toBe('loading');
  });
});
