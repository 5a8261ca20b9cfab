'use client';

import { useId, useState, type ReactNode } from 'react';

/**
 * An info toggletip: a round "i" button (24×24 px, named by `label`) that shows or hides an explanation
 * under it (not in the page's text while hidden); Escape hides it again. `category` marks the button
 * (`data-tooltip-category`), so the page's tracker reports tooltip_open without the owner wiring it.
 */
export function InfoTooltip({
  label,
  category,
  className = '',
  children,
}: {
  label: string;
  category: string;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div
      className={className}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-tooltip-category={category}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full border border-ink/70 font-serif text-sm font-bold italic leading-none"
      >
        i
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="clear-both mt-1 max-w-prose rounded border border-line bg-white p-3 text-sm font-normal shadow"
      >
        {open && children}
      </div>
    </div>
  );
}
