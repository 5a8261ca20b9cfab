import type { ReactNode } from 'react';

/** Where the campaign top banner goes, above the header (the banner renders nothing when no campaign is chosen). */
export function TopBannerSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div data-slot="top-banner">{children}</div>;
}
