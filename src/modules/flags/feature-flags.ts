import { OpenFeature, ProviderEvents, type EvaluationContext, type Logger } from '@openfeature/server-sdk';
import { notifyInvalidation } from '@/platform/cache/invalidation';
import { serverConfig } from '@/platform/config/server-config';
import type { RequestContext } from '@/platform/context/request-context';
import { logger } from '@/platform/logging/logger';
import {
  FEATURE_FLAG_DEFAULT,
  FEATURE_FLAGS_TAG,
  type FeatureFlag,
} from '@/platform/flags/feature-flag-keys';
import { flagProviderOf } from './flag-provider';
import type { FlagSource } from '@/platform/flags/flag-source';

/** How long an evaluation waits for a provider that is still starting before the default counts. */
const READY_WAIT_MS = 2_000;

const flagLogger: Logger = {
  error: (...args: unknown[]) => logger.error({ args }, 'feature flags'),
  warn: (...args: unknown[]) => logger.warn({ args }, 'feature flags'),
  info: (...args: unknown[]) => logger.info({ args }, 'feature flags'),
  debug: (...args: unknown[]) => logger.debug({ args }, 'feature flags'),
};

async function start(source: FlagSource): Promise<void> {
  OpenFeature.setLogger(flagLogger);
  // A changed flag changes pages: flagd's changes empty the page caches as a backoffice change does.
  if (source.kind !== 'backoffice') {
    OpenFeature.addHandler(ProviderEvents.ConfigurationChanged, () => notifyInvalidation(FEATURE_FLAGS_TAG));
  }
  try {
    await OpenFeature.setProviderAndWait(await flagProviderOf(source));
  } catch (error) {
    logger.error(
      { err: error, source: source.kind },
      'feature flags unavailable: every flag has its default',
    );
  }
}

// One start per process, whichever server bundle asks first (OpenFeature's API is process-wide too).
const shared = globalThis as { __shopFeatureFlags?: Promise<void> };

/** Sets up the configured flag source; called at server start and by the first evaluation. */
export function startFeatureFlags(source: FlagSource = serverConfig().featureFlags): Promise<void> {
  shared.__shopFeatureFlags ??= start(source);
  return shared.__shopFeatureFlags;
}

let ready = false;

async function untilReady(): Promise<void> {
  if (ready) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, READY_WAIT_MS)));
  await Promise.race([startFeatureFlags().then(() => (ready = true)), waited]);
  clearTimeout(timer);
}

/**
 * What a flag rule may look at: the storefront, its locale and the application. The targeting key is the
 * storefront, never the visitor: pages are the same for every visitor of a storefront (and cached so).
 */
export function evaluationContextOf(
  context: Pick<RequestContext, 'country' | 'locale' | 'application'>,
): EvaluationContext {
  return {
    targetingKey: context.country,
    storefront: context.country,
    locale: context.locale,
    application: context.application,
  };
}

/** Whether a feature is on for the request's storefront; its default (on) when the source cannot tell. */
export async function featureEnabled(
  flag: FeatureFlag,
  context: Pick<RequestContext, 'country' | 'locale' | 'application'>,
): Promise<boolean> {
  await untilReady();
  return OpenFeature.getClient().getBooleanValue(flag, FEATURE_FLAG_DEFAULT, evaluationContextOf(context));
}
