export { newsletterRoutes } from './newsletter-routes';
export { newsletterRoute } from './newsletter-route';
export { NewsletterButton, NewsletterModalButton } from './NewsletterButton';
