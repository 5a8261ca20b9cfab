'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

type Outcome = 'done' | 'expired' | 'invalid' | 'failed';

/**
 * Confirming the subscription takes a click: mail scanners open the link in the double opt-in mail, and
 * opening it must not confirm anyone.
 */
export function ConfirmButton({ token }: { token: string }) {
  const t = useTranslations('newsletter');
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome === 'done') heading.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    setBusy(true);
    try {
      const response = await fetch('/data/newsletter/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      const body = (await response.json()) as { outcome?: Outcome };
      setOutcome(body.outcome ?? 'failed');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  if (outcome === 'done') {
    return (
      <section aria-labelledby="newsletter-confirmed" data-newsletter-stage="confirmed">
        <h2 id="newsletter-confirmed" ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold">
          {t('success.heading')}
        </h2>
        <p>{t('success.text')}</p>
      </section>
    );
  }
  const problem = outcome === 'failed' ? t('failed') : outcome && t(`link.${outcome}`);
  return (
    <section aria-labelledby="newsletter-confirm-link">
      <h2 id="newsletter-confirm-link" className="mb-3 text-2xl font-bold">
        {t('confirmLink.heading')}
      </h2>
      {problem && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {problem}
        </p>
      )}
      <p className="mb-3">{t('confirmLink.text')}</p>
      <button
        type="button"
        disabled={busy}
        onClick={() => void confirm()}
        className="rounded bg-brand px-5 py-2 font-semibold text-white"
      >
        {t('confirmLink.button')}
      </button>
    </section>
  );
}
