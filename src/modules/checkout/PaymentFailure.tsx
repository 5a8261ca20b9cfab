'use client';

import { useTranslations } from 'next-intl';
import { FormMessage } from '@/modules/accounts/client';

/** Why a payment at the provider did not go through, and the way back to the checkout. */
export function PaymentFailure({ message }: { message?: string }) {
  const t = useTranslations('checkout');
  return (
    <div>
      <FormMessage text={message} tone="error" />
      <a href="/checkout" className="font-semibold text-brand underline">
        {t('sandbox.backToCheckout')}
      </a>
    </div>
  );
}
