'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * In the backoffice's live preview (an iframe of the shop in draft mode): re-renders the page whenever the
 * editor's draft is autosaved, so the preview follows the typing.
 */
export function LivePreviewRefresh() {
  const router = useRouter();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
  if (!origin) return null;
  return <RefreshRouteOnSave serverURL={origin} refresh={() => router.refresh()} />;
}
