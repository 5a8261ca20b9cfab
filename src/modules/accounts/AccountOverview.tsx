'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState, type ReactNode } from 'react';
import { RadioGroup } from '@/ui/RadioGroup';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { SALUTATIONS } from '@/platform/i18n/salutations';
import { AddressFields, AddressLines, emptyAddress, type AddressValues } from './AddressFields';
import type { CustomerView } from './account-view';
import { FormMessage } from './FormMessage';

const buttonClass =
  'rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
const linkButtonClass = 'font-semibold text-brand underline disabled:opacity-60';

function DetailsSection({
  customer,
  onSaved,
}: {
  customer: CustomerView;
  onSaved: (c: CustomerView) => void;
}) {
  const t = useTranslations('account');
  const id = useId();
  const [values, setValues] = useState({
    salutation: customer.salutation ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
  });
  const [saved, setSaved] = useState(false);
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const outcome = await post<{ customer: CustomerView }>('/data/account/details', values);
    if (outcome.ok) {
      setSaved(true);
      onSaved(outcome.body.customer);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded border border-ink/20 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold">
        {t('overview.details')}
      </h2>
      <p className="mb-3">
        <span className="font-semibold">{t('fields.email')}:</span> {customer.email}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormMessage text={message} tone="error" />
        <FormMessage text={saved ? t('overview.saved') : undefined} tone="success" />
        <RadioGroup
          legend={t('fields.salutation')}
          name={`${id}-salutation`}
          options={SALUTATIONS.map((value) => ({ value, label: t(`salutations.${value}`) }))}
          value={values.salutation}
          onChange={(salutation) => setValues({ ...values, salutation })}
        />
        <TextField
          id={`${id}-firstName`}
          label={t('fields.firstName')}
          value={values.firstName}
          error={fieldErrors.firstName}
          autoComplete="given-name"
          onChange={(firstName) => setValues({ ...values, firstName })}
        />
        <TextField
          id={`${id}-lastName`}
          label={t('fields.lastName')}
          value={values.lastName}
          error={fieldErrors.lastName}
          autoComplete="family-name"
          onChange={(lastName) => setValues({ ...values, lastName })}
        />
        <button type="submit" disabled={busy} className={buttonClass}>
          {t('overview.save')}
        </button>
      </form>
    </section>
  );
}

function AddressSection({
  customer,
  country,
  onSaved,
}: {
  customer: CustomerView;
  country: string;
  onSaved: (c: CustomerView) => void;
}) {
  const t = useTranslations('account');
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState<AddressValues>(emptyAddress(country));
  const { post, busy, fieldErrors, message } = useJsonPost(t('error.unavailable'));
  const headingRef = useRef<HTMLHeadingElement>(null);

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await post<{ customer: CustomerView }>('/data/account/addresses', values);
    if (!outcome.ok) return;
    onSaved(outcome.body.customer);
    setValues(emptyAddress(country));
    setAdding(false);
    headingRef.current?.focus();
  };
  const remove = async (addressId: string) => {
    const outcome = await post<{ customer: CustomerView }>(
      `/data/account/addresses/${encodeURIComponent(addressId)}`,
      undefined,
      'DELETE',
    );
    if (outcome.ok) onSaved(outcome.body.customer);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded border border-ink/20 p-4">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="mb-3 text-xl font-bold">
        {t('overview.addresses')}
      </h2>
      <FormMessage text={message} tone="error" />
      {customer.addresses.length === 0 ? (
        <p className="mb-3">{t('overview.noAddresses')}</p>
      ) : (
        <ul className="mb-3 space-y-3">
          {customer.addresses.map((address) => (
            <li
              key={address.id}
              className="flex items-start justify-between gap-3 border-b border-ink/10 pb-2"
            >
              <AddressLines address={{ ...address, salutation: address.salutation ?? '' }} />
              <button
                type="button"
                disabled={busy}
                className={linkButtonClass}
                onClick={() => void remove(address.id)}
                aria-label={t('overview.removeAddress', { street: address.street })}
              >
                {t('overview.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <form onSubmit={(event) => void add(event)} noValidate aria-label={t('overview.addAddress')}>
          <AddressFields idPrefix={`${id}-new`} values={values} onChange={setValues} errors={fieldErrors} />
          <div className="flex gap-3">
            <button type="submit" disabled={busy} className={buttonClass}>
              {t('overview.saveAddress')}
            </button>
            <button type="button" className={linkButtonClass} onClick={() => setAdding(false)}>
              {t('overview.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={buttonClass} onClick={() => setAdding(true)}>
          {t('overview.addAddress')}
        </button>
      )}
    </section>
  );
}

function PrescriptionSection({
  customer,
  onSaved,
}: {
  customer: CustomerView;
  onSaved: (c: CustomerView) => void;
}) {
  const t = useTranslations('account');
  const format = useFormatter();
  const id = useId();
  const { post, busy, message } = useJsonPost(t('error.unavailable'));
  const remove = async (prescriptionId: string) => {
    const outcome = await post<{ customer: CustomerView }>(
      `/data/account/prescriptions/${encodeURIComponent(prescriptionId)}`,
      undefined,
      'DELETE',
    );
    if (outcome.ok) onSaved(outcome.body.customer);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded border border-ink/20 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold">
        {t('overview.prescriptions')}
      </h2>
      <FormMessage text={message} tone="error" />
      {customer.prescriptions.length === 0 ? (
        <p>{t('overview.noPrescriptions')}</p>
      ) : (
        <ul className="space-y-2">
          {customer.prescriptions.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-semibold">{entry.name}</span> ·{' '}
                {format.dateTime(new Date(entry.savedAt), { dateStyle: 'medium' })}
              </span>
              <button
                type="button"
                disabled={busy}
                className={linkButtonClass}
                onClick={() => void remove(entry.id)}
                aria-label={t('overview.removePrescription', { name: entry.name })}
              >
                {t('overview.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LogoutButton() {
  const t = useTranslations('account');
  const { post, busy, message } = useJsonPost(t('error.unavailable'));
  const logout = async () => {
    const outcome = await post('/data/account/logout', {});
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load: the header reads the session, basket and wishlist anew
    if (outcome.ok) window.location.assign('/');
  };
  return (
    <div>
      <FormMessage text={message} tone="error" />
      <button type="button" disabled={busy} className={buttonClass} onClick={() => void logout()}>
        {t('overview.logout')}
      </button>
    </div>
  );
}

/** The account page: details, address book, saved prescriptions, the orders section, logout. */
export function AccountOverview({
  initial,
  country,
  orders,
}: {
  initial: CustomerView;
  country: string;
  orders: ReactNode;
}) {
  const [customer, setCustomer] = useState(initial);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DetailsSection customer={customer} onSaved={setCustomer} />
      <AddressSection customer={customer} country={country} onSaved={setCustomer} />
      <div className="lg:col-span-2">{orders}</div>
      <PrescriptionSection customer={customer} onSaved={setCustomer} />
      <LogoutButton />
    </div>
  );
}
