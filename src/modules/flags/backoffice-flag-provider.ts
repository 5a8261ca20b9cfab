import {
  ErrorCode,
  StandardResolutionReasons,
  TypeMismatchError,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/server-sdk';
import { isFeatureFlag, type FeatureFlag } from '@/platform/flags/feature-flag-keys';

/** The flags as the backoffice keeps them: a default for every storefront, and storefronts that differ. */
export interface BackofficeFlagSettings {
  /** A flag the backoffice has not saved yet has none: the caller's default holds. */
  defaults: Partial<Record<FeatureFlag, boolean>>;
  storefronts: { flag: FeatureFlag; storefront: string; enabled: boolean }[];
}

const variantOf = (value: boolean) => (value ? 'on' : 'off');

/**
 * An OpenFeature provider over the backoffice's flag settings: the storefront of the evaluation context
 * (`storefront`) picks its own value, else the flag's default. `settings` is asked at every evaluation and
 * is expected to cache (a backoffice change drops that cache, so a change counts at once).
 */
export class BackofficeFlagProvider implements Provider {
  readonly metadata = { name: 'backoffice' } as const;
  readonly runsOn = 'server' as const;

  constructor(private readonly settings: () => Promise<BackofficeFlagSettings>) {}

  async resolveBooleanEvaluation(
    flagKey: string,
    defaultValue: boolean,
    context: EvaluationContext,
  ): Promise<ResolutionDetails<boolean>> {
    if (!isFeatureFlag(flagKey)) {
      return {
        value: defaultValue,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.FLAG_NOT_FOUND,
        errorMessage: `no backoffice flag ${flagKey}`,
      };
    }
    const { defaults, storefronts } = await this.settings();
    const own = storefronts.find((row) => row.flag === flagKey && row.storefront === context.storefront);
    if (own) {
      return {
        value: own.enabled,
        variant: variantOf(own.enabled),
        reason: StandardResolutionReasons.TARGETING_MATCH,
      };
    }
    const value = defaults[flagKey];
    if (value === undefined) return { value: defaultValue, reason: StandardResolutionReasons.DEFAULT };
    return { value, variant: variantOf(value), reason: StandardResolutionReasons.STATIC };
  }

  resolveStringEvaluation(): Promise<ResolutionDetails<string>> {
    return this.onlyBoolean();
  }

  resolveNumberEvaluation(): Promise<ResolutionDetails<number>> {
    return this.onlyBoolean();
  }

  resolveObjectEvaluation<T extends JsonValue>(): Promise<ResolutionDetails<T>> {
    return this.onlyBoolean();
  }

  private async onlyBoolean(): Promise<never> {
    throw new TypeMismatchError('backoffice flags are on or off');
  }
}
