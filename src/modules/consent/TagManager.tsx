'use client';

import { useEffect } from 'react';
import { atIdle } from '@/ui/after-first-paint';
import { readConsent } from './browser-consent';
import { CONSENT_CHANGE_EVENT, type ConsentChoice } from './consent';

interface Props {
  containerId: string;
  /** The container script's address (TAG_MANAGER_URL); without one no script is loaded. */
  scriptUrl?: string;
}

const SCRIPT_ID = 'tag-manager-container';

function load(containerId: string, scriptUrl: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('id', containerId);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = url.toString();
  document.head.appendChild(script);
}

/** Loads the storefront's tag-manager container only once the visitor has allowed statistics. */
export function TagManager({ containerId, scriptUrl }: Props) {
  useEffect(() => {
    if (!scriptUrl) return;
    // a visitor who allowed statistics before gets the container at idle, after the page's first paint
    const cancel = atIdle(() => {
      if (readConsent()?.statistics) load(containerId, scriptUrl);
    });
    const onChange = (event: Event) => {
      if ((event as CustomEvent<ConsentChoice>).detail.statistics) load(containerId, scriptUrl);
    };
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    return () => {
      cancel();
      window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    };
  }, [containerId, scriptUrl]);
  return null;
}
