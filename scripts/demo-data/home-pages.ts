import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../src/platform/locale/locales';
import { DEMO_IMAGES, demoImagePng, type DemoImage } from './demo-images';
import { markdownConverter } from './markdown-page';
import { upsertPage } from './page-upsert';

const HOME_DIR = path.resolve('scripts/demo-data/content/home');

interface Link {
  heading: string;
  text: string;
  href: string;
  image: DemoImage;
}
interface HomeTexts {
  title: string;
  description: string;
  hero: (Omit<Link, 'text'> & { text: string; linkLabel: string })[];
  usp: [string, string, string, string];
  categories: { heading: string; items: Link[] };
  bestsellers: { heading: string };
  eyeTestCta: { heading: string; text: string; label: string; href: string };
  contactLensTest: { alt: string; href: string };
  brands: { heading: string };
  storeReviews: { heading: string };
  faq: { heading: string; items: { question: string; answer: string }[] };
  newsletter: { heading: string; text: string; label: string };
  landing: {
    slug: string;
    title: string;
    description: string;
    heroHeading: string;
    heroText: string;
    heroLinkLabel: string;
    intro: string;
    ctaHeading: string;
    ctaText: string;
    ctaLabel: string;
    faq: { question: string; answer: string }[];
  };
}

export const homeTexts = (locale: LocaleCode): HomeTexts =>
  JSON.parse(readFileSync(path.join(HOME_DIR, `${locale}.json`), 'utf8')) as HomeTexts;

/** What each picture shows, in each language: the hero's headings (the picture illustrates them). */
function altTexts(locale: LocaleCode): Record<DemoImage, string> {
  const home = homeTexts(locale);
  const heroAlt = (image: DemoImage) =>
    home.hero.find((slide) => slide.image === image)?.heading ?? home.title;
  const categoryAlt = (image: DemoImage) =>
    home.categories.items.find((item) => item.image === image)?.heading ?? home.title;
  return {
    glasses: heroAlt('glasses'),
    sunglasses: heroAlt('sunglasses'),
    'eye-test': heroAlt('eye-test'),
    'contact-lenses': categoryAlt('contact-lenses'),
    varifocals: categoryAlt('varifocals'),
    'contact-lens-test': home.contactLensTest.alt,
  };
}

/** The demo pictures in the media library, uploaded once with their descriptions in every language. */
async function uploadImages(payload: Payload): Promise<Record<DemoImage, number>> {
  const ids = {} as Record<DemoImage, number>;
  for (const image of Object.keys(DEMO_IMAGES) as DemoImage[]) {
    const data = await demoImagePng(image);
    const [first, ...others] = SUPPORTED_LOCALES;
    const created = await payload.create({
      collection: 'media',
      locale: first,
      data: { alt: altTexts(first)[image] },
      file: { data, mimetype: 'image/png', name: `demo-${image}.png`, size: data.length },
    });
    for (const locale of others)
      await payload.update({
        collection: 'media',
        id: created.id,
        locale,
        data: { alt: altTexts(locale)[image] },
      });
    ids[image] = created.id;
  }
  return ids;
}

const faqAccordion = (
  heading: string | undefined,
  items: { question: string; answer: string }[],
  toRichText: Awaited<ReturnType<typeof markdownConverter>>,
  componentName: string,
) => ({
  blockType: 'accordion' as const,
  heading,
  tracking: { componentName },
  items: items.map((item) => ({ question: item.question, answer: toRichText(item.answer) })),
});

/** The home page of every storefront and a landing page for prescription sunglasses, from the components. */
export async function loadHomePages(payload: Payload): Promise<number> {
  const images = await uploadImages(payload);
  const toRichText = await markdownConverter(payload);
  await upsertPage(payload, (locale) => {
    const home = homeTexts(locale);
    return {
      slug: 'home',
      title: home.title,
      description: home.description,
      layout: [
        {
          blockType: 'heroSlider' as const,
          tracking: { componentName: 'home-hero' },
          slides: home.hero.map((slide) => ({
            image: images[slide.image],
            heading: slide.heading,
            text: slide.text,
            link: { label: slide.linkLabel, url: slide.href },
          })),
        },
        {
          blockType: 'uspBar' as const,
          tracking: { componentName: 'home-promises' },
          items: (['eyeTest', 'moneyBack', 'delivery', 'tryOn'] as const).map((icon, index) => ({
            icon,
            text: home.usp[index]!,
          })),
        },
        {
          blockType: 'teaserGrid' as const,
          heading: home.categories.heading,
          tracking: { componentName: 'home-categories' },
          teasers: home.categories.items.map((item) => ({
            image: images[item.image],
            heading: item.heading,
            text: item.text,
            link: { url: item.href },
          })),
        },
        {
          blockType: 'productCarousel' as const,
          heading: home.bestsellers.heading,
          source: 'rule' as const,
          kind: 'glasses' as const,
          limit: 12,
          tracking: { componentName: 'home-bestsellers' },
        },
        {
          blockType: 'ctaBanner' as const,
          heading: home.eyeTestCta.heading,
          text: home.eyeTestCta.text,
          link: { label: home.eyeTestCta.label, url: home.eyeTestCta.href },
          tracking: { componentName: 'home-eye-test' },
        },
        {
          blockType: 'imageLink' as const,
          image: images['contact-lens-test'],
          // The offer's first clause on the picture ("Contact lens eye test for £17.90").
          caption: home.contactLensTest.alt.split(/ – |: /)[0],
          link: { url: home.contactLensTest.href },
          productSku: 'EYE-TEST-CL',
          tracking: { componentName: 'home-contact-lens-test' },
        },
        {
          blockType: 'brandLogoWall' as const,
          heading: home.brands.heading,
          tracking: { componentName: 'home-brands' },
        },
        {
          blockType: 'storeReviewCarousel' as const,
          heading: home.storeReviews.heading,
          minimumRating: 5,
          count: 8,
          tracking: { componentName: 'home-store-reviews' },
        },
        faqAccordion(home.faq.heading, home.faq.items, toRichText, 'home-faq'),
        {
          blockType: 'newsletterTeaser' as const,
          heading: home.newsletter.heading,
          text: home.newsletter.text,
          buttonLabel: home.newsletter.label,
          tracking: { componentName: 'home-newsletter' },
        },
      ],
    };
  });
  await upsertPage(payload, (locale) => {
    const { landing } = homeTexts(locale);
    return {
      slug: landing.slug,
      title: landing.title,
      description: landing.description,
      layout: [
        {
          blockType: 'heroSlider' as const,
          tracking: { componentName: 'landing-hero' },
          slides: [
            {
              image: images.sunglasses,
              heading: landing.heroHeading,
              text: landing.heroText,
              link: { label: landing.heroLinkLabel, url: '/l/sg/230' },
            },
          ],
        },
        { blockType: 'richText' as const, content: toRichText(landing.intro) },
        {
          blockType: 'productCarousel' as const,
          heading: landing.title,
          source: 'rule' as const,
          kind: 'sunglasses' as const,
          limit: 12,
          tracking: { componentName: 'landing-sunglasses' },
        },
        {
          blockType: 'ctaBanner' as const,
          heading: landing.ctaHeading,
          text: landing.ctaText,
          link: { label: landing.ctaLabel, url: '/partneroptiker' },
          tracking: { componentName: 'landing-eye-test' },
        },
        faqAccordion(undefined, landing.faq, toRichText, 'landing-faq'),
      ],
    };
  });
  return 2 * SUPPORTED_LOCALES.length + Object.keys(DEMO_IMAGES).length;
}
