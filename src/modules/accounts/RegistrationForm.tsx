'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { RadioGroup } from '@/ui/RadioGroup';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { PASSWORD_MIN_LENGTH } from './account-constants';
import { FormMessage } from './FormMessage';
import { trackLogin, type PageClassification } from './login-tracking';

type Field = 'firstName' | 'lastName' | 'email' | 'password';

/** Registration; afterwards the shopper is asked to confirm the address by the mailed link. */
export function RegistrationForm({ pageClassification }: { pageClassification: PageClassification }) {
  const t = useTranslations('account');
  const id = useId();
  const [fields, setFields] = useState({
    salutation: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [done, setDone] = useState<string | undefined>();
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    label: t(`fields.${name}`),
    value: fields[name],
    error: fieldErrors[name],
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await post('/data/account/register', fields);
    if (outcome.ok) {
      trackLogin('REGISTRATION', pageClassification);
      setDone(outcome.body.message);
      return;
    }
  };

  if (done) return <FormMessage text={done} tone="success" />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('register.heading')}>
      <FormMessage text={message} tone="error" />
      <RadioGroup
        legend={t('fields.salutation')}
        name={`${id}-salutation`}
        options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
        value={fields.salutation}
        onChange={(salutation) => setFields((current) => ({ ...current, salutation }))}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField {...field('firstName')} autoComplete="given-name" required />
        <TextField {...field('lastName')} autoComplete="family-name" required />
      </div>
      <TextField {...field('email')} type="email" autoComplete="email" required />
      <TextField
        {...field('password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
      />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('register.submit')}
      </button>
    </form>
  );
}
