'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { FormMessage } from './FormMessage';
import { useLoginTracking, type PageClassification } from './login-tracking';

/**
 * E-mail and password; on success the page goes on to `next` (a full load, so the header counts and the
 * cart show the account's joined items).
 */
export function LoginForm({
  next,
  pageClassification,
}: {
  next: string;
  pageClassification: PageClassification;
}) {
  const t = useTranslations('account');
  const id = useId();
  const [fields, setFields] = useState({ email: '', password: '' });
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));
  const tracking = useLoginTracking(pageClassification);

  const field = (name: 'email' | 'password') => ({
    id: `${id}-${name}`,
    label: t(`fields.${name}`),
    value: fields[name],
    error: fieldErrors[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
    onInput: (event: React.FormEvent<HTMLInputElement>) => tracking.changed(event.nativeEvent),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    tracking.clicked();
    const outcome = await post('/data/account/login', fields);
    if (outcome.ok) {
      tracking.succeeded();
      window.location.assign(next);
      return;
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.heading')}>
      <FormMessage text={message} tone="error" />
      <TextField {...field('email')} type="email" autoComplete="email" required />
      <TextField {...field('password')} type="password" autoComplete="current-password" required />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('login.submit')}
      </button>
      <p className="mt-3">
        <a href="/account/forgot-password" className="text-brand underline">
          {t('login.forgot')}
        </a>
      </p>
    </form>
  );
}
