'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { LensType } from './lens-options';
import { readPrescription, type PrescriptionForm } from './prescription';

interface Saved {
  id: string;
  name: string;
  prescription: { lensType: LensType; form: PrescriptionForm };
}

const SAVABLE: readonly LensType[] = ['single_vision', 'varifocal', 'reading'];

/**
 * For a logged-in customer: fill the prescription from one saved in the account, or save the one entered
 * for next time. Shows nothing for visitors (the account answers 401).
 */
export function SavedPrescriptions({
  lensType,
  form,
  onLoad,
}: {
  lensType: LensType;
  form: PrescriptionForm;
  onLoad: (lensType: LensType, form: PrescriptionForm) => void;
}) {
  const t = useTranslations('configurator');
  const id = useId();
  const [saved, setSaved] = useState<Saved[] | undefined>();
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/data/account/prescriptions', { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((body: { prescriptions?: Saved[] } | undefined) => setSaved(body?.prescriptions))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!saved) return null;
  const savable = SAVABLE.includes(lensType) && readPrescription(form, lensType).prescription !== undefined;

  const save = async () => {
    const response = await fetch('/data/account/prescriptions', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: name.trim() || t('savedDefaultName'), prescription: { lensType, form } }),
    }).catch(() => undefined);
    const body = (await response?.json().catch(() => undefined)) as
      { customer?: { prescriptions: Saved[] }; message?: string } | undefined;
    if (response?.ok && body?.customer) {
      setSaved(body.customer.prescriptions);
      setName('');
      setStatus(t('savedDone'));
    } else setStatus(body?.message ?? t('savedFailed'));
  };

  return (
    <div className="mb-4 rounded border border-line p-3">
      {saved.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-use`} className="mb-1 block font-semibold">
            {t('savedUse')}
          </label>
          <select
            id={`${id}-use`}
            defaultValue=""
            onChange={(event) => {
              const entry = saved.find((candidate) => candidate.id === event.target.value);
              if (entry) onLoad(entry.prescription.lensType, entry.prescription.form);
            }}
            className="rounded border border-ink/40 px-2 py-1"
          >
            <option value="">{t('choose')}</option>
            {saved.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <label htmlFor={`${id}-name`} className="mb-1 block font-semibold">
        {t('savedName')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
          className="rounded border border-ink/40 px-2 py-1"
        />
        <button
          type="button"
          disabled={!savable}
          onClick={() => void save()}
          className="rounded-md border-2 border-brand px-3 py-1 font-semibold text-brand disabled:opacity-60"
        >
          {t('savedSave')}
        </button>
      </div>
      <p role="status" className="mt-1 text-sm">
        {status}
      </p>
    </div>
  );
}
