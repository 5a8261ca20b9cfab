'use client';

import { useState } from 'react';

/** Searches from the visitor's position: the browser asks for permission, then the finder reloads with it (labels come from the server: the finder's messages are not sent to every page). */
export function UseMyLocation({
  labels,
}: {
  labels: Record<'useMyLocation' | 'locating' | 'locationUnavailable', string>;
}) {
  const [state, setState] = useState<'idle' | 'locating' | 'unavailable'>('idle');

  const locate = () => {
    if (!('geolocation' in navigator)) return setState('unavailable');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const url = new URL(location.href);
        url.searchParams.delete('q');
        url.searchParams.delete('bbox');
        url.searchParams.set('lat', coords.latitude.toFixed(5));
        url.searchParams.set('lng', coords.longitude.toFixed(5));
        location.assign(url);
      },
      () => setState('unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div>
      <button
        type="button"
        onClick={locate}
        disabled={state === 'locating'}
        className="rounded border border-brand px-4 py-2 text-brand hover:bg-mist"
      >
        {state === 'locating' ? labels.locating : labels.useMyLocation}
      </button>
      <p role="status" className="mt-1 text-sm text-danger">
        {state === 'unavailable' ? labels.locationUnavailable : ''}
      </p>
    </div>
  );
}
