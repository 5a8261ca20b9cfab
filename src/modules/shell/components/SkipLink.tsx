import type { Translate } from '@/platform/i18n/translator';

/** The page's first focusable element: jumps to <main id="main-content">. */
export function SkipLink({ t }: { t: Translate }) {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg focus:outline-2 focus:outline-brand"
    >
      {t('skipLink')}
    </a>
  );
}
