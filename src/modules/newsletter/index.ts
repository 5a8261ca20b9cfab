export { newsletterHandlers } from './newsletter-handlers';
export { newsletterRoute } from './newsletter-page';
export { NewsletterTeaserBlockView } from './NewsletterTeaserBlockView';
export { FloatingNewsletterButton } from './FloatingNewsletterButton';
