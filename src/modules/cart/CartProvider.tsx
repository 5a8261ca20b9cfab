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
  /** the first read failed and no change has brought the cart since */
  unreadable: boolean;
  /** reads the cart now rather than at idle (a page that shows it), unless a call has been made already */
  read: () => void;
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
 * The visitor's cart for the whole page: read once when the page loads (at idle, or at once for a page that
 * shows it), replaced by every change's answer.
 * Only the answer of the call asked last is shown: the page's first read or a change answered after a later
 * change (a quantity, then a removal) would otherwise bring back a cart that no longer is.
 */
export function CartProvider({ children, initial }: { children: ReactNode; initial?: CartView }) {
  const [cart, setCart] = useState<CartView | undefined>(initial);
  const [unreadable, setUnreadable] = useState(false);
  const lastCall = useRef(0);

  const keep = useCallback(async (call: () => Promise<CartAnswer>) => {
    const ticket = ++lastCall.current;
    const settled = await call();
    if (settled.ok && ticket === lastCall.current) {
      setCart(settled.cart);
      setUnreadable(false);
    }
    return settled;
  }, []);

  const read = useCallback(() => {
    if (lastCall.current > 0) return;
    void keep(() => callCart('/data/cart')).then((answer) => {
      if (answer.ok) return;
      browserLogger.warn('cart could not be loaded', answer.message);
      setUnreadable(true);
    });
  }, [keep]);

  // at idle, after the first paint; a change made before then has brought the cart already
  useEffect(() => atIdle(read), [read]);

  const state = useMemo<CartState>(
    () => ({
      cart,
      unreadable,
      read,
      add: (input) => keep(() => addToCartRequest(input)),
      setQuantity: (lineId, quantity) => keep(() => setQuantityRequest(lineId, quantity)),
      remove: (lineId) => keep(() => removeLineRequest(lineId)),
    }),
    [cart, unreadable, read, keep],
  );
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}
