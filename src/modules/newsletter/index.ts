export { newsletterRoutes } from './newsletter-routes';
export { newsletterRoute } from './newsletter-route';
export { NewsletterModalButton } from './NewsletterButton';
export { FloatingNewsletterButton } from './FloatingNewsletterButton';
