import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { OpticianAccount } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { dataEndpoint } from '@/platform/http/data-endpoint';
import { fieldsAtFault } from '@/platform/http/validated-body';
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
export const eyeTestRedemptionHandlers = {
  redeem: dataEndpoint(
    {
      section: 'eyeTests',
      unavailable: 'redemption.unavailable',
      failure: 'eye-test voucher redemption failed',
    },
    async (call) => {
      const { data, refusal } = await call.body(redemptionSchema, {
        message: call.t('redemption.codeRequired'),
        fieldsOf: (error) => fieldsAtFault(error, { code: call.t('redemption.codeRequired') }),
      });
      if (refusal) return refusal;
      const optician = await redeemingOptician(call.request, data.optician);
      if (optician === null) return call.refuse(401, 'redemption.loginRequired');
      if (optician === undefined) return call.refuse(400, 'redemption.opticianRequired');
      const outcome = await redeemEyeTestVoucher(await payloadClient(), data.code, optician, call.now);
      if ('refusal' in outcome) {
        return call.refuse(REFUSAL_STATUS[outcome.refusal], `redemption.${outcome.refusal}`);
      }
      const { code, orderNumber, redeemedAt } = outcome.redeemed;
      return call.answer({ message: call.t('redemption.redeemed'), code, orderNumber, redeemedAt });
    },
  ),
};
