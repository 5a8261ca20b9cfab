'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { trackSafely } from '@/modules/tracking';
import type { TryOnProduct } from './tryon-product';

// The dialog, three.js and the face tracker load on the click, never with the product page.
const TryOnDialog = lazy(() => import('./TryOnDialog'));

/** "Try on virtually" beside a frame's pickers: opens the camera try-on in a dialog. */
export function TryOnButton({ product }: { product: TryOnProduct }) {
  const t = useTranslations('tryon');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  // Back to the button once the dialog is gone (while it is open the rest of the page is inert).
  useEffect(() => {
    if (closed.current && !open) button.current?.focus();
  }, [open]);
  const close = () => {
    closed.current = true;
    setOpen(false);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          trackSafely({ eventType: '3D_TRYON_START_CLICK', pageClassification: 'PRODUCT' }, 'try-on event');
          setOpen(true);
        }}
        className="rounded border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-mist"
      >
        {t('open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TryOnDialog product={product} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
