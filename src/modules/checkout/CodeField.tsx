'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * A voucher or gift-card code with its apply button; the quote says whether it was taken (its message)
 * and the code can be taken off again.
 */
export function CodeField({
  kind,
  applied,
  message,
  busy,
  onApply,
}: {
  kind: 'voucher' | 'giftCard';
  applied?: string;
  message?: string;
  busy: boolean;
  onApply: (code: string | undefined) => void;
}) {
  const t = useTranslations('checkout');
  const [code, setCode] = useState(applied ?? '');
  const id = `checkout-${kind}`;
  const accepted = applied && !message;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t(`codes.${kind}`)}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message || accepted ? `${id}-message` : undefined}
          autoComplete="off"
          className="w-full rounded border border-ink/40 px-2 py-1 uppercase"
        />
        <button
          type="button"
          disabled={busy || code.trim() === ''}
          onClick={() => onApply(code.trim())}
          className="rounded-md border border-brand px-3 py-1 font-semibold text-brand disabled:opacity-60"
        >
          {t('codes.apply')}
        </button>
        {applied && (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setCode('');
              onApply(undefined);
            }}
            className="font-semibold text-brand underline"
          >
            {t('codes.remove')}
          </button>
        )}
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {message}
        </p>
      )}
      {accepted && (
        <p id={`${id}-message`} role="status" className="mt-1 text-sm font-semibold text-green-800">
          {t(`codes.${kind}Applied`, { code: applied })}
        </p>
      )}
    </div>
  );
}
