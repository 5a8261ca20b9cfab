'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { RadioGroup } from '@/ui/RadioGroup';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import type { CustomerInput } from './booking-input';

export type CustomerDraft = Required<{ [K in keyof CustomerInput]: string }>;

export const EMPTY_CUSTOMER: CustomerDraft = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  note: '',
};

/** The shopper's details with a message under each field that is not right (`errors`: field → message). */
export function DetailsForm({
  customer,
  errors,
  onChange,
}: {
  customer: CustomerDraft;
  errors: Partial<Record<keyof CustomerDraft, string>>;
  onChange: (customer: CustomerDraft) => void;
}) {
  const t = useTranslations('appointments');
  const id = useId();
  const field = (name: keyof CustomerDraft, type: string, autoComplete: string, required = true) => (
    <div className="mb-3">
      <label htmlFor={`${id}-${name}`} className="mb-1 block font-semibold">
        {t(`fields.${name}`)}
      </label>
      {name === 'note' ? (
        <textarea
          id={`${id}-${name}`}
          value={customer[name]}
          maxLength={500}
          rows={3}
          onChange={(event) => onChange({ ...customer, [name]: event.target.value })}
          className="w-full rounded border border-ink/40 px-2 py-1"
        />
      ) : (
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          value={customer[name]}
          onChange={(event) => onChange({ ...customer, [name]: event.target.value })}
          className="w-full rounded border border-ink/40 px-2 py-1"
        />
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <div>
      <RadioGroup
        legend={t('fields.salutation')}
        name={`${id}-salutation`}
        options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
        value={customer.salutation}
        onChange={(salutation) => onChange({ ...customer, salutation })}
        error={errors.salutation}
      />
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel', false)}
      {field('note', 'text', 'off', false)}
      <p className="text-sm">{t('privacy')}</p>
    </div>
  );
}
