'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useJsonPost } from '@/ui/use-json-post';
import { FormMessage } from './FormMessage';

/**
 * Confirms the address by a click rather than on opening the link: mail scanners that open links would
 * otherwise use it up before the shopper does.
 */
export function VerifyEmailButton({ token }: { token: string }) {
  const t = useTranslations('account');
  const [verified, setVerified] = useState(false);
  const { post, busy, message } = useJsonPost(t('error.unavailable'));

  const verify = async () => {
    const outcome = await post('/data/account/verify', { token });
    setVerified(outcome.ok);
  };

  if (verified) {
    return (
      <div>
        <FormMessage text={t('verify.done')} tone="success" />
        <a href="/login" className="font-semibold text-brand underline">
          {t('verify.toLogin')}
        </a>
      </div>
    );
  }
  return (
    <div>
      <FormMessage text={message} tone="error" />
      <button
        type="button"
        disabled={busy}
        onClick={() => void verify()}
        className="rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('verify.submit')}
      </button>
    </div>
  );
}
