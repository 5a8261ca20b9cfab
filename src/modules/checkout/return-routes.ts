import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { payloadClient } from '@/payload/client';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { requestCustomer } from '@/modules/accounts';
import { jsonBodyOf } from '@/platform/http/json-body';
import { privateJson } from '@/platform/http/private-json';
import { sectionTranslator } from '@/platform/i18n/translator';
import { logger } from '@/platform/logging/logger';
import { RETURN_REASONS } from './checkout-constants';
import { orderByNumber } from './order-store';
import { requestReturn } from './returns';

const returnSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(1000).optional(),
});

/** `POST /data/orders/{orderNumber}/return` {reason, comment?}: the customer's money-back request. */
export const returnRoutes = {
  async request(request: NextRequest, { params }: { params: Promise<{ orderNumber: string }> }) {
    const context = dataRequestContext(request);
    const t = await sectionTranslator(context.locale, 'checkout');
    const reply = (body: unknown, status: number) => privateJson(body, status, context.locale);
    try {
      const customer = await requestCustomer(request);
      if (!customer) return reply({ message: t('returns.loginRequired') }, 401);
      const order = await orderByNumber((await params).orderNumber);
      const owner = typeof order?.customer === 'object' ? order.customer?.id : order?.customer;
      if (!order || owner !== customer.id) return reply({ message: t('returns.unknownOrder') }, 404);
      const parsed = returnSchema.safeParse(await jsonBodyOf(request));
      if (!parsed.success) return reply({ message: t('returns.reasonRequired') }, 400);
      const { refusal } = await requestReturn(await payloadClient(), order, parsed.data, new Date());
      if (refusal) return reply({ message: t(`returns.${refusal}`) }, 409);
      return reply({ message: t('returns.requested') }, 201);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'return request failed');
      return reply({ message: t('refusal.unavailable') }, 503);
    }
  },
};
