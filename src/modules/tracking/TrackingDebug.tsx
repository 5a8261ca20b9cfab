'use client';

import { useEffect, useState, type ComponentType } from 'react';

/** The address that answers whether this visitor may see the tracking debug view (staff, or development). */
export const TRACKING_DEBUG_ACCESS_PATH = '/api/tracking-debug';

/**
 * Opens the tracking debug view with `?debugTracking=1` for those allowed it; loads nothing for anyone else.
 */
export function TrackingDebug() {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('debugTracking') !== '1') return;
    void fetch(TRACKING_DEBUG_ACCESS_PATH, { credentials: 'same-origin' })
      .then((response) => (response.ok ? import('./TrackingDebugPanel') : undefined))
      .then((loaded) => loaded && setPanel(() => loaded.TrackingDebugPanel))
      .catch(() => undefined);
  }, []);
  return Panel ? <Panel /> : null;
}
