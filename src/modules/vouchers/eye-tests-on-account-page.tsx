import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import type { RequestContext } from '@/platform/context/request-context';
import { loadPageData } from '@/platform/server/page-data';
import { eyeTestVouchersOfCustomer } from './eye-test-vouchers';
import { EyeTestVoucherList } from './EyeTestVoucherList';

/** The account's contact-lens eye-test vouchers, when the customer has bought any. */
export async function eyeTestsOnAccountPage(customer: Customer, context: RequestContext) {
  const { data: vouchers } = await loadPageData(
    'eye-test vouchers',
    async () => eyeTestVouchersOfCustomer(await payloadClient(), customer.id),
    [],
  );
  if (vouchers.length === 0) return null;
  return (
    <EyeTestVoucherList
      key="eye-tests"
      vouchers={vouchers}
      locale={context.locale}
      headingId="account-eye-tests"
    />
  );
}
