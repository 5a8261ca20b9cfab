'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** Unsubscribing takes a click (a mail scanner following the link must not unsubscribe anyone). */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('newsletter');
  const [outcome, setOutcome] = useState<'done' | 'expired' | 'invalid' | 'failed' | undefined>();
  const unsubscribe = async () => {
    try {
      const response = await fetch('/data/newsletter/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json()) as { outcome?: 'done' | 'expired' | 'invalid' };
      setOutcome(body.outcome ?? 'failed');
    } catch {
      setOutcome('failed');
    }
  };
  if (outcome === 'done') return <p role="status">{t('unsubscribe.done')}</p>;
  return (
    <div>
      {outcome && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {outcome === 'failed' ? t('failed') : t('link.invalid')}
        </p>
      )}
      <button
        type="button"
        onClick={() => void unsubscribe()}
        className="rounded bg-brand px-5 py-2 font-semibold text-white"
      >
        {t('unsubscribe.button')}
      </button>
    </div>
  );
}
