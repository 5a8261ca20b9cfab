'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormMessage } from '@/modules/accounts/client';
import { useJsonPost } from '@/ui/use-json-post';
import { RETURN_REASONS } from './checkout-constants';

/** Asks for a return under the 30-day money-back guarantee. */
export function ReturnRequestForm({ orderNumber, deadline }: { orderNumber: string; deadline: string }) {
  const t = useTranslations('checkout');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string>(RETURN_REASONS[0]);
  const [comment, setComment] = useState('');
  const [done, setDone] = useState(false);
  const { post, busy, message } = useJsonPost(t('refusal.unavailable'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await post(`/data/orders/${encodeURIComponent(orderNumber)}/return`, { reason, comment });
    setDone(outcome.ok);
  };

  if (done) return <FormMessage text={t('returns.requested')} tone="success" />;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="font-semibold text-brand underline">
        {t('returns.start', { date: deadline })}
      </button>
    );
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={t('returns.heading', { orderNumber })}
      className="mt-2"
    >
      <FormMessage text={message} tone="error" />
      <label htmlFor={`${id}-reason`} className="mb-1 block font-semibold">
        {t('returns.reason')}
      </label>
      <select
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        className="mb-3 rounded border border-ink/40 px-2 py-1"
      >
        {RETURN_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`returns.reasons.${value}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-comment`} className="mb-1 block font-semibold">
        {t('returns.comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        maxLength={1000}
        onChange={(event) => setComment(event.target.value)}
        className="mb-3 w-full rounded border border-ink/40 px-2 py-1"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('returns.submit')}
      </button>
    </form>
  );
}
