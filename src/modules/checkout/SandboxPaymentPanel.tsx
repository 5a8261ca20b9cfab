'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { PaymentFailure } from './PaymentFailure';

/**
 * The sandbox provider's own page: the 3-D Secure challenge (a code) or the wallet's approval. Its answer
 * goes to the shop, which finishes the order and sends the shopper on.
 */
export function SandboxPaymentPanel({
  reference,
  step,
  amount,
}: {
  reference: string;
  step: 'challenge' | 'redirect';
  amount: string;
}) {
  const t = useTranslations('checkout');
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(false);
  const { post, busy, message } = useJsonPost(t('refusal.unavailable'));

  const answer = async (decision: 'approve' | 'cancel') => {
    const outcome = await post<{ redirect?: string }>(
      `/data/checkout/payments/${encodeURIComponent(reference)}`,
      {
        decision,
        code,
      },
    );
    if (outcome.ok && outcome.body.redirect) {
      window.location.assign(outcome.body.redirect);
      return;
    }
    setFailed(true);
  };

  if (failed) return <PaymentFailure message={message} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void answer('approve');
      }}
      aria-label={t(`sandbox.${step}.heading`)}
      className="max-w-md"
    >
      <p className="mb-2 text-sm uppercase tracking-wide text-ink/70">{t('sandbox.notice')}</p>
      <h2 className="mb-3 text-xl font-bold">{t(`sandbox.${step}.heading`)}</h2>
      <p className="mb-4">{t(`sandbox.${step}.text`, { amount })}</p>
      {step === 'challenge' && (
        <TextField
          id="sandbox-code"
          label={t('sandbox.challenge.code')}
          hint={t('sandbox.challenge.hint')}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
      )}
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t(`sandbox.${step}.approve`)}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void answer('cancel')}
          className="font-semibold text-brand underline"
        >
          {t('sandbox.cancel')}
        </button>
      </div>
    </form>
  );
}
