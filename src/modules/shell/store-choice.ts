'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';
import { findOwnStore } from '@/modules/opticians';
import { STORE_CHOICE_COOKIE } from './store-choice-cookie';

export type StoreChoiceState = { status: 'idle' | 'saved' | 'invalid'; storeName?: string };

const formSchema = z.object({ storeId: z.string().min(1).max(100) });

/** Remembers the own store the in-store (bam) application runs in. */
export async function chooseStore(_previous: StoreChoiceState, form: FormData): Promise<StoreChoiceState> {
  const parsed = formSchema.safeParse({ storeId: form.get('storeId') });
  if (!parsed.success) return { status: 'invalid' };
  const store = await findOwnStore(parsed.data.storeId);
  if (!store) return { status: 'invalid' };
  (await cookies()).set(STORE_CHOICE_COOKIE, store.id, {
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    sameSite: 'lax',
  });
  return { status: 'saved', storeName: `${store.name}, ${store.city}` };
}
