'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useJsonPost } from '@/ui/use-json-post';
import { PaymentFailure } from './PaymentFailure';

/**
 * Where a payment provider's own page sends the shopper back: the provider's answer (its query values) goes
 * to the shop, which finishes the order and sends the shopper on to the confirmation, or says why not.
 */
export function PaymentReturn({ reference, answer }: { reference: string; answer: Record<string, string> }) {
  const t = useTranslations('checkout');
  const { post, message } = useJsonPost(t('refusal.unavailable'));

  useEffect(() => {
    void post<{ redirect?: string }>(`/data/checkout/payments/${encodeURIComponent(reference)}`, answer).then(
      (outcome) => {
        if (outcome.ok && outcome.body.redirect) window.location.assign(outcome.body.redirect);
      },
    );
    // once per visit of the return address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);

  if (!message) return <p role="status">{t('sandbox.returning')}</p>;
  return <PaymentFailure message={message} />;
}
