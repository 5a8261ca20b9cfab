import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../src/platform/locale/locales';
import { markdownBlocks, markdownConverter, readMarkdownPage, type MarkdownPage } from './markdown-page';
import { upsertPage } from './page-upsert';

const SERVICE_DIR = path.resolve('scripts/demo-data/content/service');

/**
 * The help hub's sections (spec §2 "Help hub") and their four cards; the fourth is the "more topics" card to
 * the section's overview page, which links the section's other pages.
 */
export const HUB_SECTIONS = {
  benefits: ['how-to', 'type-of-lens', 'try-on-at-home', 'benefits'],
  product: ['pupillary-distance', 'glasses-values', 'sizes-and-fitting', 'product-questions'],
  payment: ['payment-credit-card', 'payment-with-paypal', 'use-voucher-gift-card', 'payment-methods'],
  delivery: ['delivery-time', 'track-your-order', 'exchange-and-returns', 'shipping-information'],
  account: ['account-benefits', 'change-account-details', 'forgot-password', 'account-questions'],
} as const;
type Section = keyof typeof HUB_SECTIONS;
const MORE_TOPICS: Record<Section, boolean> = {
  benefits: false,
  product: true,
  payment: true,
  delivery: true,
  account: true,
};

/** Service pages that are not cards themselves (the overview pages link them), and the two guide pages. */
const OTHER_TOPICS = [
  'invoice-payment',
  'shipping-costs',
  'money-back-guarantee',
  'returns',
  'refunds',
  'brillen-ratgeber',
  'brillen-ratgeber-kurzsichtigkeit',
];
export const HELP_TOPICS = [...Object.values(HUB_SECTIONS).flat(), ...OTHER_TOPICS];

interface HubTexts {
  slug: string;
  title: string;
  description: string;
  intro: string;
  sections: Record<Section, string>;
  moreTopics: string;
  chatHeading: string;
  chatIntro: string;
}

export const helpPage = (locale: LocaleCode, topic: string): MarkdownPage =>
  readMarkdownPage(path.join(SERVICE_DIR, locale, `${topic}.md`));
export const hubTexts = (locale: LocaleCode): HubTexts =>
  JSON.parse(readFileSync(path.join(SERVICE_DIR, locale, '_hub.json'), 'utf8')) as HubTexts;

/** Every service and guide page in all ten languages, then the hub with its cards and the support chat. */
export async function loadHelpPages(payload: Payload): Promise<number> {
  const toRichText = await markdownConverter(payload);
  const ids = new Map<string, number>();
  for (const topic of HELP_TOPICS) {
    const id = await upsertPage(payload, (locale) => {
      const page = helpPage(locale, topic);
      return {
        slug: page.fields.slug!,
        title: page.fields.title!,
        description: page.fields.description,
        layout: markdownBlocks(page, toRichText),
      };
    });
    ids.set(topic, id);
  }
  await upsertPage(payload, (locale) => {
    const hub = hubTexts(locale);
    return {
      slug: hub.slug,
      title: hub.title,
      description: hub.description,
      layout: [
        { blockType: 'richText' as const, content: toRichText(hub.intro) },
        ...(Object.entries(HUB_SECTIONS) as [Section, readonly string[]][]).map(([section, topics]) => ({
          blockType: 'teaserGrid' as const,
          heading: hub.sections[section],
          tracking: { componentName: `help-hub-${section}` },
          teasers: topics.map((topic, index) => {
            const page = helpPage(locale, topic);
            const more = MORE_TOPICS[section] && index === topics.length - 1;
            return {
              heading: more ? hub.moreTopics : page.fields.title!,
              text: page.fields.card,
              link: { page: ids.get(topic)! },
            };
          }),
        })),
        { blockType: 'supportChat' as const, heading: hub.chatHeading, intro: hub.chatIntro },
      ],
    };
  });
  return (HELP_TOPICS.length + 1) * SUPPORTED_LOCALES.length;
}
