import type { Block } from 'payload';
import { trackingFields } from './block-fields';

/** An invitation to the newsletter (10% voucher) whose button opens the sign-up form in a dialog. */
export const NewsletterTeaserBlock: Block = {
  slug: 'newsletterTeaser',
  interfaceName: 'NewsletterTeaserBlock',
  labels: {
    singular: { en: 'Newsletter teaser', de: 'Newsletter-Teaser' },
    plural: { en: 'Newsletter teasers', de: 'Newsletter-Teaser' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'text', type: 'textarea', maxLength: 200 },
    { name: 'buttonLabel', type: 'text', required: true, maxLength: 40 },
    trackingFields,
  ],
};
