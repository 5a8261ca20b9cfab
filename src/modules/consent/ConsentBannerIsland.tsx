'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { atIdle } from '@/ui/after-first-paint';
import { CONSENT_OPEN_EVENT } from './consent';

const ConsentBanner = dynamic(() => import('./ConsentBanner').then((loaded) => loaded.ConsentBanner), {
  ssr: false,
});

/**
 * The consent banner as an island: its code loads and it renders at idle, after the page's first paint (it
 * is fixed to the bottom, so it moves nothing when it comes). Opening the settings before then starts it
 * at once, opened.
 */
export function ConsentBannerIsland() {
  const [started, setStarted] = useState<'idle' | 'opened'>();

  useEffect(() => {
    // also when it started at idle but its code is still loading: the banner's own listener is not there yet
    const open = () => setStarted('opened');
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    const cancel = atIdle(() => setStarted((state) => state ?? 'idle'));
    return () => {
      cancel();
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
    };
  }, []);

  return started ? <ConsentBanner openAtStart={started === 'opened'} /> : null;
}
