'use client';

import { useEffect, useRef } from 'react';
import { trackSafely, type TrackingEvent } from '@/modules/tracking';

export type PageClassification = 'HOMEPAGE' | 'PRODUCT' | 'CATEGORY' | 'CART' | 'OTHER';
type LoginEvent =
  | 'LOGIN'
  | 'LOGIN_SHOWN'
  | 'LOGIN_HIDE'
  | 'LOGIN_CLICK'
  | 'LOGIN_LOAD_VALUES'
  | 'LOGIN_ABORT'
  | 'REGISTRATION';

export const trackLogin = (eventType: LoginEvent, pageClassification: PageClassification) =>
  trackSafely({ eventType, pageClassification } as TrackingEvent, eventType.toLowerCase());

/** A value the browser or a password manager filled in, not typed: the spec's "load values". */
export const isFilledIn = (event: Event) =>
  !(event instanceof InputEvent) || event.inputType === 'insertReplacementText';

/**
 * The login form's life in the data layer (spec §4 "Login events"): shown when it appears, load values
 * when the browser fills it, abort when the page is left after starting to fill it without logging in.
 */
export function useLoginTracking(pageClassification: PageClassification) {
  const started = useRef(false);
  const loaded = useRef(false);
  const done = useRef(false);

  useEffect(() => {
    trackLogin('LOGIN_SHOWN', pageClassification);
    const leave = () => {
      if (started.current && !done.current) trackLogin('LOGIN_ABORT', pageClassification);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [pageClassification]);

  return {
    changed(event: Event) {
      started.current = true;
      if (loaded.current || !isFilledIn(event)) return;
      loaded.current = true;
      trackLogin('LOGIN_LOAD_VALUES', pageClassification);
    },
    clicked: () => trackLogin('LOGIN_CLICK', pageClassification),
    succeeded() {
      done.current = true;
      trackLogin('LOGIN', pageClassification);
    },
  };
}
