import type { Payload } from 'payload';
import { isContactLensEyeTest } from '@/modules/opticians';
import { issueEyeTestVouchers, queueEyeTestVoucherMail } from '@/modules/vouchers';
import type { Order } from '@/payload/payload-types';
import type { OrderLine } from './order-line';

/** How many contact-lens eye tests an order bought. */
export const eyeTestsOf = (order: Pick<Order, 'lines'>) =>
  (order.lines as OrderLine[])
    .filter((line) => isContactLensEyeTest(line.sku))
    .reduce((count, line) => count + line.quantity, 0);

/** A paid order's eye tests become voucher codes, mailed to the customer (both once per order). */
export async function issueBoughtEyeTests(payload: Payload, order: Order): Promise<void> {
  const count = eyeTestsOf(order);
  if (count === 0) return;
  const vouchers = await issueEyeTestVouchers(payload, order, count, new Date());
  await queueEyeTestVoucherMail(
    payload,
    {
      orderNumber: order.orderNumber,
      email: order.email,
      locale: order.locale,
      firstName: order.shippingAddress?.firstName ?? '',
    },
    vouchers,
  );
}
