import type { RequestContext } from '@/platform/context/request-context';
import { featureEnabled } from '@/modules/flags';
import { NewsletterButton } from './NewsletterButton';

/** The floating "10%" button, where the storefront has the `newsletter-modal` flag on. */
export async function FloatingNewsletterButton({ context }: { context: RequestContext }) {
  return (await featureEnabled('newsletter-modal', context)) ? <NewsletterButton /> : null;
}
