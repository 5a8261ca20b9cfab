'use client';

import { useTranslations } from 'next-intl';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { RadioGroup } from '@/ui/RadioGroup';
import { TextField } from '@/ui/TextField';

export interface AddressValues {
  salutation: string;
  firstName: string;
  lastName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export const emptyAddress = (country: string): AddressValues => ({
  salutation: '',
  firstName: '',
  lastName: '',
  street: '',
  postalCode: '',
  city: '',
  country,
});

/**
 * The fields of a delivery address (shared by the address book and checkout). The country is the
 * storefront's: the shop delivers within it.
 */
export function AddressFields({
  idPrefix,
  values,
  onChange,
  errors,
}: {
  idPrefix: string;
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations('account');
  const field = (name: Exclude<keyof AddressValues, 'salutation' | 'country'>, autoComplete: string) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`fields.${name}`)}
      value={values[name]}
      error={errors[name]}
      autoComplete={autoComplete}
      required
      onChange={(value) => onChange({ ...values, [name]: value })}
    />
  );
  return (
    <>
      <RadioGroup
        legend={t('fields.salutation')}
        name={`${idPrefix}-salutation`}
        options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
        value={values.salutation}
        onChange={(salutation) => onChange({ ...values, salutation })}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('street', 'street-address')}
      <div className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
        {field('postalCode', 'postal-code')}
        {field('city', 'address-level2')}
      </div>
      <p className="mb-3">
        <span className="font-semibold">{t('fields.country')}:</span> {t(`countries.${values.country}`)}
      </p>
    </>
  );
}

/** An address as lines for a list or a summary. */
export function AddressLines({ address }: { address: AddressValues }) {
  const t = useTranslations('account');
  return (
    <address className="not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {address.postalCode} {address.city}
      <br />
      {t(`countries.${address.country}`)}
    </address>
  );
}
