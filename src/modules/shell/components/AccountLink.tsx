'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

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
    <a href={authenticated ? '/account' : '/login'} className="hover:text-brand" data-tracking-nav="header">
      {authenticated ? t('account') : t('login')}
    </a>
  );
}
