'use client';

import { useTranslations } from 'next-intl';
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
import { trackSafely } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import { callWishlist, fetchInitialWishlist, wishlistChangePath } from './wishlist-client';
import { createWishlistSync, type WishlistChange } from './wishlist-sync';

export const WISHLIST_UPDATE_EVENT = 'wishlistUpdate';

interface WishlistState {
  skus: ReadonlySet<string>;
  /** whether the visitor's saved wishlist has arrived */
  loaded: boolean;
  toggle: (sku: string, productId: string) => void;
  /** takes the sku off whatever the list holds yet (the wishlist page's button: never an add) */
  remove: (sku: string, productId: string) => void;
}

const WishlistContext = createContext<WishlistState | null>(null);

/** Spec §5: the wishlist is only usable inside its provider. */
export function useWishlist(): WishlistState {
  const state = useContext(WishlistContext);
  if (!state) throw new Error('useWishlist must be used within a WishlistProvider');
  return state;
}

function announceChange(change: WishlistChange, wishlist: unknown) {
  document.dispatchEvent(
    new CustomEvent(WISHLIST_UPDATE_EVENT, { detail: { action: change.action, sku: change.sku, wishlist } }),
  );
  trackSafely(
    {
      eventType: change.action === 'add' ? 'ADD_TO_WISHLIST' : 'REMOVE_FROM_WISHLIST',
      productId: change.productId,
    },
    'wishlist change',
  );
}

const sync = createWishlistSync({
  send: (change) => callWishlist(wishlistChangePath(change.action, change.sku)),
  onSent: (change, answer) => announceChange(change, answer.wishlist),
  onFailed: (change, error) => browserLogger.warn(`wishlist ${change.action} ${change.sku} failed`, error),
});

/**
 * The visitor's wishlist for the whole page: fetched once when the page loads, changed at once when the
 * shopper toggles an item (optimistic), then saved; a failed save is only logged (spec §4).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const t = useTranslations('wishlist');
  const [skus, setSkus] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const changesBeforeLoad = useRef(new Map<string, WishlistChange['action']>());

  useEffect(() => {
    let current = true;
    void fetchInitialWishlist(browserLogger.error).then((answer) => {
      if (!current || !answer) return;
      const saved = new Set(answer.wishlist.map((item) => item.sku));
      for (const [sku, action] of changesBeforeLoad.current) {
        if (action === 'add') saved.add(sku);
        else saved.delete(sku);
      }
      setSkus(saved);
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);

  /** Optimistic: shown at once, remembered for the first read if it has not arrived yet, then saved. */
  const change = useCallback(
    (action: WishlistChange['action'], sku: string, productId: string) => {
      setSkus((current) => {
        const next = new Set(current);
        if (action === 'remove') next.delete(sku);
        else next.add(sku);
        return next;
      });
      if (!loaded) changesBeforeLoad.current.set(sku, action);
      setAnnouncement(t(action === 'add' ? 'added' : 'removed'));
      sync({ action, sku, productId });
    },
    [loaded, t],
  );

  const state = useMemo<WishlistState>(
    () => ({
      skus,
      loaded,
      toggle(sku, productId) {
        change(skus.has(sku) ? 'remove' : 'add', sku, productId);
      },
      remove(sku, productId) {
        change('remove', sku, productId);
      },
    }),
    [skus, loaded, change],
  );

  return (
    <WishlistContext.Provider value={state}>
      {children}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </WishlistContext.Provider>
  );
}
