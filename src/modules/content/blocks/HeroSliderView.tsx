import { LazyImage } from '@/ui/LazyImage';
import { type ResponsiveImage } from '@/ui/block-marks';
import { HERO_IMAGE_SIZES } from '../block-links';
import { HeroSliderControls, type HeroSliderControlLabels } from './HeroSliderControls';

export interface HeroSlide {
  key: string;
  image: ResponsiveImage | null;
  heading: string;
  text: string | null;
  href: string | null;
  linkLabel: string;
}

export interface HeroSliderLabels extends HeroSliderControlLabels {
  region: string;
  /** "Slide {number} of {count}", already filled in per slide */
  slides: string[];
}

/**
 * Slides shown one at a time in a server-rendered CSS scroll-snap track (a swipe turns them, also before the
 * page's scripts run); only the arrows, the pause button and the turning are a client island
 * (HeroSliderControls). The first slide's image is fetched at once (it is the page's largest paint), the
 * others lazily.
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
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      {...marks}
      className="relative my-6 overflow-hidden rounded-xl bg-mist"
    >
      <div
        data-hero-track
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
            className="relative w-full shrink-0 snap-start snap-always"
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
      {slides.length > 1 && (
        <HeroSliderControls
          count={slides.length}
          labels={{ previous: labels.previous, next: labels.next, pause: labels.pause, play: labels.play }}
        />
      )}
    </section>
  );
}
