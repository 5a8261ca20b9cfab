import type { FieldMessage } from '@/modules/configurator';
import type { AddToCartInput } from './cart-input';
import type { CartView } from './cart-view';

export type CartAnswer =
  { ok: true; cart: CartView } | { ok: false; message: string; fields: FieldMessage[] };

interface Refusal {
  message?: string;
  errors?: Array<{ field: string; eye?: string; message: string }>;
}

/** One call to the cart endpoints: the whole cart after it, or the refusal's message and field messages. */
export async function callCart(path: string, init: RequestInit = {}): Promise<CartAnswer> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: init.body ? { 'content-type': 'application/json' } : undefined,
  });
  const body = (await response.json().catch(() => ({}))) as CartView & Refusal;
  if (response.ok) return { ok: true, cart: body };
  return {
    ok: false,
    message: body.message ?? `cart answered ${response.status}`,
    fields: (body.errors ?? []).map((error) => ({
      field: error.eye ? `${error.field}_${error.eye}` : error.field,
      message: error.message,
    })),
  };
}

export const addToCartRequest = (input: AddToCartInput) =>
  callCart('/data/cart', { method: 'POST', body: JSON.stringify(input) });
export const setQuantityRequest = (lineId: string, quantity: number) =>
  callCart(`/data/cart/${lineId}`, { method: 'PATCH', body: JSON.stringify({ quantity }) });
export const removeLineRequest = (lineId: string) => callCart(`/data/cart/${lineId}`, { method: 'DELETE' });
