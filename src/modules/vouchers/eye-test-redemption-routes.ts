import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { OpticianAccount } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { jsonBodyOf } from '@/platform/http/json-body';
import { privateJson } from '@/platform/http/private-json';
import { sectionTranslator } from '@/platform/i18n/translator';
import { logger } from '@/platform/logging/logger';
import { redeemEyeTestVoucher } from './eye-test-vouchers';

const redemptionSchema = z.object({
  code: z.string().trim().min(4).max(40),
  /** for staff only: an optician account redeems for its own optician */
  optician: z.union([z.number().int().positive(), z.string().min(1).max(40)]).optional(),
});

const REFUSAL_STATUS = { unknown: 404, alreadyRedeemed: 409, cancelled: 409, expired: 409 } as const;

/** The optician a request redeems for: an optician account's own, or the one staff name. */
async function redeemingOptician(request: NextRequest, named: number | string | undefined) {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers });
  if (user?.collection === 'optician-accounts') {
    const { optician } = user as OpticianAccount;
    return typeof optician === 'object' ? optician.id : optician;
  }
  if (user?.collection === 'users') return named;
  return null;
}

/**
 * `POST /data/eye-test-vouchers/redeem` {code}: the optician's till marks a contact-lens eye-test voucher
 * used, once. Authenticated by an optician account (its API key, or staff naming the optician); answers
 * in the request's language.
 */
export const eyeTestRedemptionRoutes = {
  async redeem(request: NextRequest) {
    const context = dataRequestContext(request);
    const t = await sectionTranslator(context.locale, 'eyeTests');
    const reply = (body: unknown, status: number) => privateJson(body, status, context.locale);
    try {
      const parsed = redemptionSchema.safeParse(await jsonBodyOf(request));
      if (!parsed.success) return reply({ message: t('redemption.codeRequired') }, 400);
      const optician = await redeemingOptician(request, parsed.data.optician);
      if (optician === null) return reply({ message: t('redemption.loginRequired') }, 401);
      if (optician === undefined) return reply({ message: t('redemption.opticianRequired') }, 400);
      const outcome = await redeemEyeTestVoucher(
        await payloadClient(),
        parsed.data.code,
        optician,
        new Date(),
      );
      if ('refusal' in outcome) {
        return reply({ message: t(`redemption.${outcome.refusal}`) }, REFUSAL_STATUS[outcome.refusal]);
      }
      const { code, orderNumber, redeemedAt } = outcome.redeemed;
      return reply({ message: t('redemption.redeemed'), code, orderNumber, redeemedAt }, 200);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'eye-test voucher redemption failed');
      return reply({ message: t('redemption.unavailable') }, 503);
    }
  },
};
