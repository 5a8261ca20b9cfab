'use client';

import { useEffect, useState } from 'react';
import { LazyImage } from '@/ui/LazyImage';
import { usePrefersReducedMotion } from '@/ui/use-reduced-motion';
import { type ResponsiveImage } from '@/ui/block-marks';
import { HERO_IMAGE_SIZES } from '../block-links';

export const HERO_AUTOPLAY_MS = 6000;

export interface HeroSlide {
  key: string;
  image: ResponsiveImage | null;
  heading: string;
  text: string | null;
  href: string | null;
  linkLabel: string;
}

export interface HeroSliderLabels {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Slide {number} of {count}", already filled in per slide */
  slides: string[];
}

/**
 * Slides shown one at a time, turning every few seconds; turning stops while the pointer or the keyboard
 * focus is on the slider, after the pause button, and never starts for a reader who asked for reduced motion.
 * The first slide's image is fetched at once (it is the page's largest paint), the others when shown.
 */
export function HeroSliderView({
  slides,
  labels,
  marks,
}: {
  slides: HeroSlide[];
  labels: HeroSliderLabels;
  marks: Record<string, string>;
}) {
  const [current, setCurrent] = useState(0);
  /** the reader's choice by the pause/play button; until then slides turn unless motion is to be reduced */
  const [choice, setChoice] = useState<'auto' | 'paused' | 'playing'>('auto');
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const playing = count > 1 && (choice === 'playing' || (choice === 'auto' && !reducedMotion));

  useEffect(() => {
    if (!playing || held.hover || held.focus) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, held, current, count]);

  const go = (step: 1 | -1) => setCurrent((index) => (index + step + count) % count);
  const control =
    'rounded-full border border-line bg-white px-3 py-1 text-lg text-ink shadow hover:bg-mist focus-visible:outline-2';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      {...marks}
      className="relative my-6 overflow-hidden rounded-xl bg-mist"
      onMouseEnter={() => setHeld((state) => ({ ...state, hover: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, hover: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      <div
        className="flex transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        aria-live={playing ? 'off' : 'polite'}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
            inert={index !== current}
            className="relative w-full shrink-0"
            data-hero-slide={index}
          >
            <div className="aspect-[4/3] sm:aspect-[5/2]">
              {slide.image && (
                <LazyImage
                  src={slide.image.src}
                  srcSet={slide.image.srcSet}
                  sizes={HERO_IMAGE_SIZES}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  eager={index === 0}
                  className="h-full w-full object-cover"
                />
              )}
            </div>
            <div className="bottom-6 left-6 max-w-md bg-white p-5 sm:absolute sm:rounded-lg sm:shadow-lg">
              <h2 className="mb-2 text-2xl font-bold sm:text-3xl">{slide.heading}</h2>
              {slide.text && <p className="mb-3">{slide.text}</p>}
              {slide.href && (
                <a
                  href={slide.href}
                  className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
                  data-component-click="banner"
                  data-element-text={slide.heading}
                >
                  {slide.linkLabel}
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute top-3 right-3 flex gap-2">
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
      )}
    </section>
  );
}
