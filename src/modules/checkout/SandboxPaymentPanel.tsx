'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { cardProblems, type TypedCard } from './payment/card-number';
import type { SandboxStep } from './payment/sandbox-provider';
import { PaymentFailure } from './PaymentFailure';
import { SandboxCardFields } from './SandboxCardFields';

/**
 * The sandbox provider's own page: card entry, the 3-D Secure challenge (a code) or the wallet's approval.
 * Its answer goes to the sandbox's `complete` through the shop, which finishes the order and sends the
 * shopper on (to the challenge, when the card asks for one).
 */
export function SandboxPaymentPanel({
  reference,
  step,
  amount,
}: {
  reference: string;
  step: SandboxStep;
  amount: string;
}) {
  const t = useTranslations('checkout');
  const [code, setCode] = useState('');
  const [card, setCard] = useState<TypedCard>({ holder: '', number: '', expiry: '', cvc: '' });
  const [problems, setProblems] = useState<ReturnType<typeof cardProblems>>({});
  const [failed, setFailed] = useState(false);
  const { post, busy, message } = useJsonPost(t('refusal.unavailable'));

  const answer = async (decision: 'approve' | 'cancel') => {
    const typing = step === 'card' && decision === 'approve';
    const wrong = typing ? cardProblems(card, new Date()) : {};
    setProblems(wrong);
    if (Object.keys(wrong).length > 0) return;
    const outcome = await post<{ redirect?: string }>(
      `/data/checkout/payments/${encodeURIComponent(reference)}`,
      { decision, code, ...(typing ? card : {}) },
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
      noValidate
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
      {step === 'card' && (
        <>
          <p className="mb-4 text-sm text-ink/70">{t('sandbox.card.hint')}</p>
          <SandboxCardFields card={card} onChange={setCard} problems={problems} />
        </>
      )}
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
