import { z } from 'zod';
import { payloadClient } from '@/payload/client';
import { requestCustomer } from '@/modules/accounts';
import { dataEndpoint } from '@/platform/http/data-endpoint';
import { fieldsAtFault } from '@/platform/http/validated-body';
import { RETURN_REASONS } from './checkout-constants';
import { orderByNumber } from './order-store';
import { requestReturn } from './returns';

const returnSchema = z.object({
  reason: z.enum(RETURN_REASONS),
  comment: z.string().trim().max(1000).optional(),
});

interface OrderParams {
  params: Promise<{ orderNumber: string }>;
}

/** `POST /data/orders/{orderNumber}/return` {reason, comment?}: the customer's money-back request. */
export const returnHandlers = {
  request: dataEndpoint<OrderParams>(
    { section: 'checkout', unavailable: 'refusal.unavailable', failure: 'return request failed' },
    async (call, { params }) => {
      const customer = await requestCustomer(call.request);
      if (!customer) return call.refuse(401, 'returns.loginRequired');
      const order = await orderByNumber((await params).orderNumber);
      const owner = typeof order?.customer === 'object' ? order.customer?.id : order?.customer;
      if (!order || owner !== customer.id) return call.refuse(404, 'returns.unknownOrder');
      const { data, refusal } = await call.body(returnSchema, {
        message: call.t('returns.reasonRequired'),
        fieldsOf: (error) => fieldsAtFault(error, { reason: call.t('returns.reasonRequired') }),
      });
      if (refusal) return refusal;
      const outcome = await requestReturn(await payloadClient(), order, data, call.now);
      if (outcome.refusal) return call.refuse(409, `returns.${outcome.refusal}`);
      return call.answer({ message: call.t('returns.requested') }, 201);
    },
  ),
};
