'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { readConsent, storeConsent } from './browser-consent';
import { CONSENT_CHANGE_EVENT, CONSENT_OPEN_EVENT, type ConsentChoice } from './consent';

function subscribeToConsent(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

const hasNoConsent = () => readConsent() === undefined;

const NO_CONSENT: ConsentChoice = { statistics: false, marketing: false };

/**
 * Asks for consent on the first visit and whenever the visitor opens the settings again. Every page carries
 * it, rendered on the server, so on a first visit it is painted with the page rather than when its code has
 * run (it would then be the page's largest paint, late); for a visitor who has chosen, the page's first
 * script (ConsentDecidedMark) hides it before the first paint and it leaves once hydrated.
 */
export function ConsentBanner() {
  const t = useTranslations('consent');
  const undecided = useSyncExternalStore(subscribeToConsent, hasNoConsent, () => true);
  const [reopened, setReopened] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(NO_CONSENT);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();

  useEffect(() => {
    const reopen = () => {
      setChoice(readConsent() ?? NO_CONSENT);
      setReopened(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  if (!undecided && !reopened) return null;

  const decide = (decision: ConsentChoice) => {
    storeConsent(decision);
    setChoice(decision);
    setReopened(false);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      className={`fixed inset-x-0 bottom-0 z-50 border-t-4 border-brand bg-white p-4 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-lg sm:border ${reopened ? '' : 'in-data-[consent-decided]:hidden'}`}
      data-testid="consent-banner"
    >
      <div className="mx-auto max-w-4xl">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mb-2 text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mb-3 text-sm">{t('text')}</p>
        <fieldset className="mb-4 grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">{t('categories')}</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked disabled className="mt-1" />
            <span>
              <strong>{t('necessary')}</strong> – {t('necessaryText')}
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="statistics"
              checked={choice.statistics}
              onChange={(event) => setChoice({ ...choice, statistics: event.target.checked })}
              className="mt-1"
            />
            <span>
              <strong>{t('statistics')}</strong> – {t('statisticsText')}
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="marketing"
              checked={choice.marketing}
              onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
              className="mt-1"
            />
            <span>
              <strong>{t('marketing')}</strong> – {t('marketingText')}
            </span>
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => decide({ statistics: true, marketing: true })}
            className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
          >
            {t('acceptAll')}
          </button>
          <button
            type="button"
            onClick={() => decide({ statistics: false, marketing: false })}
            className="rounded-md border border-ink px-4 py-2 font-medium hover:bg-mist"
          >
            {t('rejectAll')}
          </button>
          <button
            type="button"
            onClick={() => decide(choice)}
            className="rounded-md px-4 py-2 font-medium underline"
          >
            {t('save')}
          </button>
        </div>
      </div>
    </section>
  );
}
