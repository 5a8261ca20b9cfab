import type { RequestContext } from '@/platform/context/request-context';
import { featureEnabled } from '@/modules/flags';
import { RecommendationSlots } from './RecommendationSlots';

/** The recommendation slots of a storefront page, where the storefront has the `recommendations` flag on. */
export async function StorefrontRecommendations({ context }: { context: RequestContext }) {
  if (!(await featureEnabled('recommendations', context))) return null;
  return <RecommendationSlots currency={context.currency} />;
}
