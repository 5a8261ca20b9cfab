export { newsletterRoutes } from './newsletter-routes';
export { newsletterRoute } from './newsletter-route';
export { NewsletterButton } from './NewsletterButton';
export { NewsletterTeaserBlockView } from './NewsletterTeaserBlockView';
