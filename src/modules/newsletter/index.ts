export { newsletterHandlers } from './newsletter-routes';
export { newsletterRoute } from './newsletter-route';
export { NewsletterTeaserBlockView } from './NewsletterTeaserBlockView';
export { FloatingNewsletterButton } from './FloatingNewsletterButton';
