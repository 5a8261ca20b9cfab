'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { AccountIcon, SERVICE_LABEL_CLASS, SERVICE_LINK_CLASS } from './header-parts';

/** "Log in", or "My account" once /api/session says the visitor is logged in. */
export function AccountLink() {
  const t = useTranslations('shell');
  const [authenticated, setAuthenticated] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { authenticated: false }))
      .then((session: { authenticated?: boolean }) => setAuthenticated(Boolean(session.authenticated)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return (
    <a href={authenticated ? '/account' : '/login'} className={SERVICE_LINK_CLASS} data-tracking-nav="header">
      <AccountIcon />
      <span className={SERVICE_LABEL_CLASS}>{authenticated ? t('account') : t('login')}</span>
    </a>
  );
}
