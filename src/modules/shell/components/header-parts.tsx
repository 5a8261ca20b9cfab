import type { ReactNode, Ref } from 'react';

/** The id of the main navigation, which the phone's menu button opens as a popover. */
export const MAIN_MENU_ID = 'main-menu';

/** A service link's text: read out everywhere, shown beside its icon from tablet width on. */
export const SERVICE_LABEL_CLASS = 'sr-only md:not-sr-only';

/** A service link: on a phone an icon with a 40 px target, on wider screens icon and text. */
export const SERVICE_LINK_CLASS =
  'flex min-h-10 min-w-10 items-center justify-center gap-1 hover:text-brand md:min-h-0 md:min-w-0';

/** A 24×24 outline icon beside (or on a phone: instead of) a header link's text. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}

export function AccountIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </LineIcon>
  );
}

/**
 * The phone's menu button: a popover invoker, so that the browser opens and closes the menu (Escape, a tap
 * outside) even before the page's JavaScript has started, and in the header fragment that has none.
 * `expanded` is left to the browser until the page's island keeps it.
 */
export function MenuButtonView({
  label,
  expanded,
  buttonRef,
}: {
  label: string;
  expanded?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      popoverTarget={MAIN_MENU_ID}
      aria-controls={MAIN_MENU_ID}
      aria-expanded={expanded}
      className="-ml-2 flex min-h-10 min-w-10 items-center justify-center rounded hover:text-brand md:hidden"
      data-menu-button
    >
      <LineIcon>
        <path d="M4 6h16M4 12h16M4 18h16" />
      </LineIcon>
      <span className="sr-only">{label}</span>
    </button>
  );
}
