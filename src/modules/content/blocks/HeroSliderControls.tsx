'use client';

import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/ui/use-reduced-motion';
import { settledSlideAt, turnedSlide } from './hero-slider-position';

const HERO_AUTOPLAY_MS = 6000;

export interface HeroSliderControlLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
}

/** The slider's scroll-snap track and its slides, in the same section as the controls. */
function trackNextTo(element: HTMLElement | null): HTMLElement | null | undefined {
  return element?.closest('section')?.querySelector<HTMLElement>('[data-hero-track]');
}

/**
 * The hero slider's client part: previous, pause/play and next over the server-rendered track
 * (HeroSliderView). It turns the slides every few seconds; turning stops while the pointer or the keyboard
 * focus is on the slider, after the pause button, and never starts for a reader who asked for reduced motion.
 * The slides not shown are inert, so keyboard and screen reader stay on the one in view; a swipe that leaves
 * another slide in view makes it the current one.
 */
export function HeroSliderControls({ count, labels }: { count: number; labels: HeroSliderControlLabels }) {
  const controls = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** the reader's choice by the pause/play button; until then slides turn unless motion is to be reduced */
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);

  useEffect(() => {
    const track = trackNextTo(controls.current);
    const slider = track?.closest('section');
    if (!track || !slider) return;
    const hold = (part: 'hover' | 'focus', on: boolean) => setHeld((state) => ({ ...state, [part]: on }));
    const onEnter = () => hold('hover', true);
    const onLeave = () => hold('hover', false);
    const onFocusIn = () => hold('focus', true);
    const onFocusOut = (event: FocusEvent) => {
      if (!slider.contains(event.relatedTarget as Node | null)) hold('focus', false);
    };
    const settle = () => {
      const settled = settledSlideAt(track.scrollLeft, track.clientWidth, count);
      if (settled !== undefined) setCurrent(settled);
    };
    // where scrollend is missing (Safari before 26), the track has settled once it stops sending scroll events
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(quiet);
      quiet = setTimeout(settle, 150);
    };
    const settleOn = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const onSettle = settleOn === 'scrollend' ? settle : onScroll;
    slider.addEventListener('mouseenter', onEnter);
    slider.addEventListener('mouseleave', onLeave);
    slider.addEventListener('focusin', onFocusIn);
    slider.addEventListener('focusout', onFocusOut);
    track.addEventListener(settleOn, onSettle, { passive: true });
    return () => {
      clearTimeout(quiet);
      slider.removeEventListener('mouseenter', onEnter);
      slider.removeEventListener('mouseleave', onLeave);
      slider.removeEventListener('focusin', onFocusIn);
      slider.removeEventListener('focusout', onFocusOut);
      track.removeEventListener(settleOn, onSettle);
    };
  }, [count]);

  useEffect(() => {
    const track = trackNextTo(controls.current);
    if (!track) return;
    [...track.children].forEach((slide, index) => {
      (slide as HTMLElement).inert = index !== current;
    });
    const left = current * track.clientWidth;
    if (Math.abs(track.scrollLeft - left) >= 1)
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [current, reducedMotion]);

  useEffect(() => {
    trackNextTo(controls.current)?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [playing]);

  useEffect(() => {
    if (!playing || held.hover || held.focus) return;
    const timer = setTimeout(() => setCurrent((index) => turnedSlide(index, 1, count)), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, held, current, count]);

  const go = (step: 1 | -1) => setCurrent((index) => turnedSlide(index, step, count));
  const control =
    'rounded-full border border-line bg-white px-3 py-1 text-lg text-ink shadow hover:bg-mist focus-visible:outline-2';
  return (
    <div ref={controls} className="absolute top-3 right-3 flex gap-2">
      <button
        type="button"
        className={control}
        aria-label={labels.previous}
        data-carousel-arrow="previous"
        onClick={() => go(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={control}
        aria-label={playing ? labels.pause : labels.play}
        data-hero-autoplay={playing ? 'on' : 'off'}
        onClick={() => setChoice(playing ? 'paused' : 'playing')}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <button
        type="button"
        className={control}
        aria-label={labels.next}
        data-carousel-arrow="next"
        onClick={() => go(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
