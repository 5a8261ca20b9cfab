'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoginForm } from './LoginForm';
import { trackLogin, type PageClassification } from './login-tracking';

/** "Already a customer?": a login that opens in place (login_shown / login_hide as it opens and closes). */
export function LoginDisclosure({
  next,
  pageClassification,
}: {
  next: string;
  pageClassification: PageClassification;
}) {
  const t = useTranslations('account');
  const [open, setOpen] = useState(false);
  const toggle = () => {
    // the form tracks its own showing; closing is the disclosure's
    if (open) trackLogin('LOGIN_HIDE', pageClassification);
    setOpen(!open);
  };
  return (
    <div className="mb-4 rounded border border-ink/20 p-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="checkout-login"
        onClick={toggle}
        className="font-semibold text-brand underline"
      >
        {t('login.returning')}
      </button>
      <div id="checkout-login" hidden={!open} className="mt-3 max-w-md">
        {open && <LoginForm next={next} pageClassification={pageClassification} />}
      </div>
    </div>
  );
}
