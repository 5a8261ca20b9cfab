'use client';

import { useEffect, useReducer, useRef } from 'react';
import {
  LAZY_LOADER_DELAY_MS,
  LAZY_LOADER_TIMEOUT_MS,
  nextLazyImageState,
  type LazyImageState,
} from './lazy-image-state';

export interface LazyImageProps {
  src: string;
  /** other widths of the same image (`url 480w, …`) and the width it takes on screen */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  /** above the fold: fetched at once, no waiting for the view */
  eager?: boolean;
  className?: string;
  /** the placeholder box behind the image until it has loaded */
  placeholderClassName?: string;
  delayMs?: number;
  timeoutMs?: number;
}

/**
 * An image that loads when it comes into view (the browser's lazy loading, so it also works without
 * JavaScript) over a placeholder until loaded. Its state is in `data-image-state` (lazy-image-state.ts).
 * An eager image is never hidden while it loads: above the fold it paints as its bytes arrive (for LCP),
 * decoded with the frame that shows it rather than in a later one.
 */
export function LazyImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  eager = false,
  className = '',
  placeholderClassName = 'bg-mist',
  delayMs = LAZY_LOADER_DELAY_MS,
  timeoutMs = LAZY_LOADER_TIMEOUT_MS,
}: LazyImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [state, dispatch] = useReducer(nextLazyImageState, 'idle' as LazyImageState);

  useEffect(() => {
    const element = image.current;
    if (!element) return;
    // Loaded (or failed) before hydration: nothing to wait for.
    if (element.complete) {
      dispatch(element.naturalWidth > 0 ? 'load' : 'error');
      return;
    }
    const timers: ReturnType<typeof setTimeout>[] = [];
    const start = () => {
      dispatch('inView');
      timers.push(setTimeout(() => dispatch('delayElapsed'), delayMs));
      timers.push(setTimeout(() => dispatch('timeoutElapsed'), timeoutMs));
    };
    if (eager) {
      start();
      return () => timers.forEach(clearTimeout);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
    };
  }, [eager, delayMs, timeoutMs]);

  const waiting = state === 'delayed' || state === 'timed-out';
  return (
    <span
      data-image-state={state}
      className={`relative block h-full w-full ${placeholderClassName} ${waiting ? 'motion-safe:animate-pulse' : ''}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVGs and pre-sized WebP copies, nothing for next/image to add */}
      <img
        ref={image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        fetchPriority={eager ? 'high' : undefined}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
        onLoad={() => dispatch('load')}
        onError={() => dispatch('error')}
        className={`transition-opacity duration-300 ${eager || state === 'loaded' || state === 'idle' ? '' : 'opacity-0'} ${className}`}
      />
    </span>
  );
}
