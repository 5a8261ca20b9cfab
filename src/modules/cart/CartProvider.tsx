'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { browserLogger } from '@/platform/logging/browser-logger';
import { atIdle } from '@/ui/after-first-paint';
import {
  addToCartRequest,
  callCart,
  removeLineRequest,
  setQuantityRequest,
  type CartAnswer,
} from './cart-client';
import type { AddToCartInput } from './cart-input';
import type { CartView } from './cart-view';

interface CartState {
  /** undefined until the visitor's cart has arrived */
  cart?: CartView;
  add: (input: AddToCartInput) => Promise<CartAnswer>;
  setQuantity: (lineId: string, quantity: number) => Promise<CartAnswer>;
  remove: (lineId: string) => Promise<CartAnswer>;
}

const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used within a CartProvider');
  return state;
}

/**
 * The visitor's cart for the whole page: read once when the page loads, replaced by every change's answer.
 * Only the answer of the call asked last is shown: the page's first read or a change answered after a later
 * change (a quantity, then a removal) would otherwise bring back a cart that no longer is.
 */
export function CartProvider({ children, initial }: { children: ReactNode; initial?: CartView }) {
  const [cart, setCart] = useState<CartView | undefined>(initial);
  const lastCall = useRef(0);

  const keep = useCallback(async (call: () => Promise<CartAnswer>) => {
    const ticket = ++lastCall.current;
    const settled = await call();
    if (settled.ok && ticket === lastCall.current) setCart(settled.cart);
    return settled;
  }, []);

  // read at idle, after the first paint; a change made before then has brought the cart already
  useEffect(
    () =>
      atIdle(() => {
        if (lastCall.current > 0) return;
        void keep(() => callCart('/data/cart')).then((answer) => {
          if (!answer.ok) browserLogger.warn('cart could not be loaded', answer.message);
        });
      }),
    [keep],
  );

  const state = useMemo<CartState>(
    () => ({
      cart,
      add: (input) => keep(() => addToCartRequest(input)),
      setQuantity: (lineId, quantity) => keep(() => setQuantityRequest(lineId, quantity)),
      remove: (lineId) => keep(() => removeLineRequest(lineId)),
    }),
    [cart, keep],
  );
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}
