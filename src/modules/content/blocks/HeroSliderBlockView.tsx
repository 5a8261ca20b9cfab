import { getTranslations } from 'next-intl/server';
import type { HeroSliderBlock } from '@/payload/payload-types';
import { componentMarks, hrefOf, responsiveImage } from '../block-links';
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
