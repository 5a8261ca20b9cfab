import type { FieldMessage } from '@/modules/configurator';
import { jsonCall } from '@/ui/json-call';
import type { AddToCartInput } from './cart-input';
import type { CartView } from './cart-view';

export type CartAnswer =
  { ok: true; cart: CartView } | { ok: false; message: string; fields: FieldMessage[] };

/** The lens configurator's problems, which the cart's refusal adds per field and eye. */
interface LensErrors {
  errors?: Array<{ field: string; eye?: string; message: string }>;
}

/** One call to the cart endpoints: the whole cart after it, or the refusal's message and field messages. */
export async function callCart(
  path: string,
  call: { method?: string; data?: unknown } = {},
): Promise<CartAnswer> {
  const { ok, status, body } = await jsonCall<CartView & LensErrors>(path, call);
  if (ok) return { ok: true, cart: body };
  return {
    ok: false,
    message: body.message ?? `cart answered ${status}`,
    fields: (body.errors ?? []).map((error) => ({
      field: error.eye ? `${error.field}_${error.eye}` : error.field,
      message: error.message,
    })),
  };
}

export const addToCartRequest = (input: AddToCartInput) =>
  callCart('/data/cart', { method: 'POST', data: input });
export const setQuantityRequest = (lineId: string, quantity: number) =>
  callCart(`/data/cart/${lineId}`, { method: 'PATCH', data: { quantity } });
export const removeLineRequest = (lineId: string) => callCart(`/data/cart/${lineId}`, { method: 'DELETE' });
