'use client';

import { useTranslations } from 'next-intl';
import { CONSENT_OPEN_EVENT } from './consent';

export function ConsentSettingsButton() {
  const t = useTranslations('consent');
  return (
    <button
      type="button"
      className="hover:underline"
      onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}
    >
      {t('settings')}
    </button>
  );
}
