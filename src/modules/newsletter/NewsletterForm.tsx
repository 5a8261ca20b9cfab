'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { trackSafely } from '@/modules/tracking';
import { RadioGroup } from '@/ui/RadioGroup';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { NEWSLETTER_CATEGORIES, type SignUpSource } from './newsletter-constants';
import { signUpSchema } from './newsletter-input';

type Stage = 'form' | 'confirm' | 'success';

const EMPTY = { salutation: '', firstName: '', postalCode: '', email: '', category: 'fullProductRange' };

/**
 * The sign-up form and what follows it: "check your mail" in double opt-in markets, else the thanks. The
 * modal variant says the window can be closed. Legal links come from the page (localised paths).
 */
export function NewsletterForm({
  source,
  legal,
}: {
  source: SignUpSource;
  legal: { info: string; privacy: string; terms: string };
}) {
  const t = useTranslations('newsletter');
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [stage, setStage] = useState<Stage>('form');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (stage !== 'form') heading.current?.focus();
  }, [stage]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const parsed = signUpSchema.safeParse({ ...fields, source });
    if (!parsed.success) {
      setEmailError(t('fillIn'));
      emailInput.current?.focus();
      return;
    }
    setEmailError(undefined);
    setSending(true);
    try {
      const response = await fetch('/data/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => ({}))) as { next?: Stage; message?: string };
      if (response.status === 400) {
        setEmailError(body.message ?? t('fillIn'));
        return;
      }
      if (!response.ok || !body.next) throw new Error(`newsletter answered ${response.status}`);
      trackSafely({ eventType: 'NEWSLETTER_SIGN_UP', pageClassification: 'OTHER' }, 'newsletter sign-up');
      setStage(body.next);
    } catch (error) {
      console.warn('newsletter sign-up failed', error);
      setFailure(t('failed'));
    } finally {
      setSending(false);
    }
  };

  if (stage === 'confirm') {
    return (
      <div data-newsletter-stage="confirm">
        <h2 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold">
          {t('confirm.heading')}
        </h2>
        <p className="mb-3">{t('confirm.text', { email: fields.email })}</p>
        <ul className="mb-4 list-disc space-y-1 pl-5">
          <li>{t('confirm.spam')}</li>
          <li>{t('confirm.support')}</li>
        </ul>
        <button type="button" onClick={() => setStage('form')} className="font-semibold text-brand underline">
          {t('confirm.retry')}
        </button>
      </div>
    );
  }
  if (stage === 'success') {
    return (
      <div data-newsletter-stage="success">
        <h2 ref={heading} tabIndex={-1} className="mb-3 text-2xl font-bold">
          {t('success.heading')}
        </h2>
        <p>{t('success.text')}</p>
        {source === 'modal' && <p className="mt-2">{t('success.close')}</p>}
      </div>
    );
  }

  const input = (name: 'firstName' | 'postalCode', autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block font-semibold">
        {t(`fields.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
        className="w-full rounded border border-ink/40 px-2 py-1"
      />
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-newsletter-stage="form">
      <RadioGroup
        legend={t('fields.salutation')}
        name={`${id}-salutation`}
        options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
        value={fields.salutation}
        onChange={(salutation) => setFields({ ...fields, salutation })}
      />
      <div className="mb-3 grid gap-3 sm:grid-cols-2">
        {input('firstName', 'given-name')}
        {input('postalCode', 'postal-code')}
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-email`} className="mb-1 block font-semibold">
          {t('fields.email')}
        </label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
          value={fields.email}
          onChange={(event) => setFields({ ...fields, email: event.target.value })}
          className="w-full rounded border border-ink/40 px-2 py-1"
        />
        {emailError && (
          <p id={`${id}-email-error`} className="mt-1 text-sm font-semibold text-red-700">
            {emailError}
          </p>
        )}
      </div>
      <div className="mb-4">
        <label htmlFor={`${id}-category`} className="mb-1 block font-semibold">
          {t('fields.category')}
        </label>
        <select
          id={`${id}-category`}
          value={fields.category}
          onChange={(event) => setFields({ ...fields, category: event.target.value })}
          className="rounded border border-ink/40 px-2 py-1"
        >
          {NEWSLETTER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </div>
      {failure && (
        <p role="alert" className="mb-3 font-semibold text-red-700">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="rounded bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('subscribe')}
      </button>
      <p className="mt-4 text-sm">
        {t.rich('legal', {
          info: (chunks) => (
            <a href={legal.info} className="underline">
              {chunks}
            </a>
          ),
          privacy: (chunks) => (
            <a href={legal.privacy} className="underline">
              {chunks}
            </a>
          ),
          terms: (chunks) => (
            <a href={legal.terms} className="underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
