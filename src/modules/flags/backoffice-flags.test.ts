import { OpenFeature, StandardResolutionReasons } from '@openfeature/server-sdk';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyInvalidation } from '@/platform/cache/invalidation';
import { FEATURE_FLAGS_TAG } from '@/platform/flags/feature-flag-keys';
import { evaluationContextOf, featureEnabled, startFeatureFlags } from './feature-flags';

/** The backoffice global as Payload answers it. */
let global: Record<string, unknown> = {};
const findGlobal = vi.fn(async ({ slug }: { slug: string }) => (slug === 'feature-flags' ? global : {}));
vi.mock('@/payload/client', () => ({ payloadClient: async () => ({ findGlobal }) }));

const finland = { country: 'fi', locale: 'fi-FI', application: 'default' } as const;
const sweden = { country: 'se', locale: 'sv-SE', application: 'default' } as const;

const defaults = { virtualTryOn: true, newsletterModal: true, supportChat: true, recommendations: true };

beforeEach(async () => {
  global = {};
  notifyInvalidation(FEATURE_FLAGS_TAG);
  await startFeatureFlags({ kind: 'backoffice' });
});

afterAll(() => OpenFeature.close());

describe('flags edited in the backoffice (no flagd configured)', () => {
  it('are all on before the backoffice has saved any', async () => {
    expect(await featureEnabled('virtual-try-on', finland)).toBe(true);
    expect(await featureEnabled('recommendations', sweden)).toBe(true);
  });

  it('give a storefront its own value and the others the default', async () => {
    global = {
      defaults,
      storefronts: [{ flag: 'virtual-try-on', storefront: 'fi', enabled: false }],
    };
    expect(await featureEnabled('virtual-try-on', finland)).toBe(false);
    expect(await featureEnabled('virtual-try-on', sweden)).toBe(true);
    expect(await featureEnabled('support-chat', finland)).toBe(true);
  });

  it('turn a flag off everywhere but where a storefront keeps it on', async () => {
    global = {
      defaults: { ...defaults, supportChat: false },
      storefronts: [{ flag: 'support-chat', storefront: 'se', enabled: true }],
    };
    expect(await featureEnabled('support-chat', finland)).toBe(false);
    expect(await featureEnabled('support-chat', sweden)).toBe(true);
  });

  it('follow a backoffice change at once, without a restart', async () => {
    global = { defaults, storefronts: [] };
    expect(await featureEnabled('newsletter-modal', finland)).toBe(true);
    global = { defaults: { ...defaults, newsletterModal: false }, storefronts: [] };
    expect(await featureEnabled('newsletter-modal', finland)).toBe(true); // read once, until a change
    notifyInvalidation(FEATURE_FLAGS_TAG); // what saving the global does
    expect(await featureEnabled('newsletter-modal', finland)).toBe(false);
  });

  it('tell why: the storefront’s own value, the default, or the shop’s default', async () => {
    global = { defaults, storefronts: [{ flag: 'recommendations', storefront: 'fi', enabled: false }] };
    const client = OpenFeature.getClient();
    const details = (context: typeof finland | typeof sweden) =>
      client.getBooleanDetails('recommendations', true, evaluationContextOf(context));
    expect(await details(finland)).toMatchObject({ value: false, variant: 'off', reason: 'TARGETING_MATCH' });
    expect(await details(sweden)).toMatchObject({ value: true, reason: StandardResolutionReasons.STATIC });
    const unknown = await client.getBooleanDetails('no-such-flag', true, evaluationContextOf(sweden));
    expect(unknown).toMatchObject({ value: true, errorCode: 'FLAG_NOT_FOUND' });
  });

  it('keep their defaults when the backoffice cannot be read', async () => {
    findGlobal.mockRejectedValueOnce(new Error('database down'));
    expect(await featureEnabled('virtual-try-on', finland)).toBe(true);
  });

  it('evaluate with the storefront as targeting key, never the visitor', () => {
    expect(evaluationContextOf(finland)).toEqual({
      targetingKey: 'fi',
      storefront: 'fi',
      locale: 'fi-FI',
      application: 'default',
    });
  });
});
