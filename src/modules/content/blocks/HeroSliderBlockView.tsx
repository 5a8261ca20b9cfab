import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { HeroSliderBlock } from '@/payload/payload-types';
import { componentMarks, responsiveImage } from '@/ui/block-marks';
import { HERO_IMAGE_SIZES, hrefOf } from '../block-links';
import { HeroSliderView } from './HeroSliderView';

export async function HeroSliderBlockView({ block }: { block: HeroSliderBlock }) {
  const t = await getTranslations('content.hero');
  const slides = block.slides.map((slide, index) => ({
    key: slide.id ?? String(index),
    image: responsiveImage(slide.image),
    heading: slide.heading,
    text: slide.text ?? null,
    href: hrefOf(slide.link),
    linkLabel: slide.link.label,
  }));
  const first = slides[0]?.image;
  // The first slide's image is the page's largest paint: asked for from the head, not once the body reaches it.
  if (first) {
    preload(first.src, {
      as: 'image',
      imageSrcSet: first.srcSet,
      imageSizes: HERO_IMAGE_SIZES,
      fetchPriority: 'high',
    });
  }
  return (
    <HeroSliderView
      slides={slides}
      marks={componentMarks('hero_slider', block.tracking)}
      labels={{
        region: t('region'),
        previous: t('previous'),
        next: t('next'),
        pause: t('pause'),
        play: t('play'),
        slides: slides.map((_, index) => t('slide', { number: index + 1, count: slides.length })),
      }}
    />
  );
}
