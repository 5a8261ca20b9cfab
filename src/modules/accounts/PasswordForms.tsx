'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { PASSWORD_MIN_LENGTH } from './account-constants';
import { FormMessage } from './FormMessage';

const submitClass =
  'w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60';

/** Asks for a reset link; the answer is the same whether the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | undefined>();
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await post('/data/account/forgot-password', { email });
    if (outcome.ok) setSent(outcome.body.message);
  };

  if (sent) return <FormMessage text={sent} tone="success" />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('forgot.heading')}>
      <FormMessage text={message} tone="error" />
      <TextField
        id={`${id}-email`}
        label={t('fields.email')}
        value={email}
        onChange={setEmail}
        error={fieldErrors.email}
        type="email"
        autoComplete="email"
        required
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {t('forgot.submit')}
      </button>
    </form>
  );
}

/** Sets a new password with the mailed link's token; then the shopper is logged in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const id = useId();
  const [password, setPassword] = useState('');
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await post('/data/account/reset-password', { token, password });
    if (outcome.ok) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header reads the session, basket and wishlist anew
      window.location.assign('/account');
      return;
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reset.heading')}>
      <FormMessage text={message} tone="error" />
      <TextField
        id={`${id}-password`}
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" disabled={busy} className={submitClass}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
