'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog>: focus moves in and is kept there, Escape and the close button
 * close it, focus returns to what opened it. `onClose` hears every way of closing.
 */
export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded p-0 backdrop:bg-ink/50"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line p-4">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded px-2 text-2xl leading-none"
          aria-label={closeLabel}
        >
          ×
        </button>
      </div>
      <div className="max-h-[80vh] overflow-y-auto p-4">{open && children}</div>
    </dialog>
  );
}
