'use client';

import { useTranslations } from 'next-intl';

/** The generic error page, inside the shell. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('pageError');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" role="alert">
      <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mb-6">{t('text')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
        >
          {t('retry')}
        </button>
        <a href="/" className="rounded-md border border-ink px-4 py-2 font-medium">
          {t('backHome')}
        </a>
      </div>
    </div>
  );
}
