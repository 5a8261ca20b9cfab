'use client';

import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, normaliseLocaleCode, type LocaleCode } from '@/platform/locale/locales';
import deAT from '@messages/de-AT/pageError.json';
import deCH from '@messages/de-CH/pageError.json';
import deDE from '@messages/de-DE/pageError.json';
import enGB from '@messages/en-GB/pageError.json';
import esES from '@messages/es-ES/pageError.json';
import fiFI from '@messages/fi-FI/pageError.json';
import frFR from '@messages/fr-FR/pageError.json';
import nlNL from '@messages/nl-NL/pageError.json';
import noNO from '@messages/no-NO/pageError.json';
import svSE from '@messages/sv-SE/pageError.json';
import styles from './global-error.module.css';

const MESSAGES: Record<LocaleCode, typeof deDE> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'es-ES': esES,
  'sv-SE': svSE,
  'no-NO': noNO,
  'fi-FI': fiFI,
  'en-GB': enGB,
};

/** When the shell itself fails (e.g. the footer service), this page replaces it, in the visit's locale. */
function visitLocale(): LocaleCode {
  const fromCookie = document.cookie.match(/(?:^|; )shop_locale=([^;]+)/)?.[1];
  return normaliseLocaleCode(fromCookie ? decodeURIComponent(fromCookie) : undefined) ?? DEFAULT_LOCALE;
}

const noSubscription = () => () => undefined;

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const locale = useSyncExternalStore(noSubscription, visitLocale, () => DEFAULT_LOCALE);
  const t = MESSAGES[locale];
  return (
    <html lang={locale.startsWith('de') ? locale : locale.slice(0, 2)}>
      <body className={styles.body}>
        <main id="main-content" className={styles.main}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.text}>{t.text}</p>
          <div className={styles.actions}>
            <button type="button" onClick={reset} className={`${styles.action} ${styles.retry}`}>
              {t.retry}
            </button>
            <a href="/" className={styles.action}>
              {t.backHome}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
