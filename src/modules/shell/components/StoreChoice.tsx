'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import type { StoreOption } from '@/modules/opticians';
import { chooseStore, type StoreChoiceState } from '../store-choice';

interface Props {
  stores: StoreOption[];
  currentStoreId?: string;
}

/** The bam application's store choice: which of the retailer's own stores this device is in. */
export function StoreChoice({ stores, currentStoreId }: Props) {
  const t = useTranslations('shell');
  const id = useId();
  const current = stores.find((store) => store.id === currentStoreId);
  const [state, action, pending] = useActionState<StoreChoiceState, FormData>(chooseStore, {
    status: current ? 'saved' : 'idle',
    storeName: current ? `${current.name}, ${current.city}` : undefined,
  });

  return (
    <div className="bg-ink text-white" data-testid="store-choice">
      <form action={action} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2 text-sm">
        <label htmlFor={`${id}-store`} className="font-semibold">
          {t('storeChoice.label')}
        </label>
        <select
          id={`${id}-store`}
          name="storeId"
          required
          defaultValue={currentStoreId ?? ''}
          className="rounded border border-white bg-ink px-2 py-1 text-white"
        >
          <option value="" disabled>
            {t('storeChoice.placeholder')}
          </option>
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.city} – {store.name}
            </option>
          ))}
        </select>
        <button type="submit" disabled={pending} className="rounded bg-white px-3 py-1 font-medium text-ink">
          {t('storeChoice.submit')}
        </button>
        <p role="status" className="ml-2">
          {state.status === 'saved' && state.storeName
            ? t('storeChoice.current', { name: state.storeName })
            : null}
          {state.status === 'invalid' ? t('storeChoice.invalid') : null}
        </p>
      </form>
    </div>
  );
}
