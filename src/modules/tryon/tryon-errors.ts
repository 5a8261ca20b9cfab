import type { TRYON_ERROR_TYPES } from '@/modules/tracking';

export type TryOnErrorType = (typeof TRYON_ERROR_TYPES)[number];

/**
 * The spec's error types this try-on raises. licenseNotFound (it needs no licence) and removalLowPerformances
 * (it never removes worn glasses from the picture) have no case: see docs/adr/0014-virtual-try-on.md.
 */
export type RaisedTryOnError = Exclude<TryOnErrorType, 'licenseNotFound' | 'removalLowPerformances'>;

/** What the visitor can do next: try the camera again, use a photo instead, record again, or close. */
export type WayOn = 'retry' | 'photo' | 'record' | 'close';

export const WAYS_ON: Record<RaisedTryOnError, readonly WayOn[]> = {
  cameraAccessDenied: ['retry', 'photo', 'close'],
  noCameraFound: ['retry', 'photo', 'close'],
  liveIncompatibleBrowser: ['photo', 'close'],
  liveIncompatibleOS: ['photo', 'close'],
  detectionFailed: ['retry', 'photo', 'close'],
  trackingLost: ['retry', 'photo', 'close'],
  highLatency: ['photo', 'retry', 'close'],
  frameNotFound: ['close'],
  serverNotResponding: ['retry', 'close'],
  protocolFailed: ['retry', 'photo', 'close'],
  poseInvalid: ['record', 'close'],
};

/** The error type of a failed `getUserMedia` (its DOMException's name). */
export function cameraFailure(error: unknown): RaisedTryOnError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'cameraAccessDenied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCameraFound';
    default:
      // NotReadableError, AbortError, TypeError: the camera exists but gave no stream.
      return 'protocolFailed';
  }
}

export interface BrowserAbilities {
  secureContext: boolean;
  getUserMedia: boolean;
  webAssembly: boolean;
  webGl: boolean;
  userAgent: string;
}

/** iOS before 14.3 gives no camera to pages outside Safari, whatever the browser. */
const CAMERALESS_WEBVIEW = /\b(iPhone|iPad|iPod)\b.*\bOS (?:[0-9]|1[0-3]|14_[0-2])_/;

/** Why the live try-on cannot run in this browser, or undefined when it can. */
export function liveIncompatibility(abilities: BrowserAbilities): RaisedTryOnError | undefined {
  // Browsers hide the camera API outside secure contexts: that is the page's protocol, not the browser.
  if (!abilities.secureContext) return 'protocolFailed';
  if (!abilities.getUserMedia) {
    return CAMERALESS_WEBVIEW.test(abilities.userAgent) ? 'liveIncompatibleOS' : 'liveIncompatibleBrowser';
  }
  if (!abilities.webAssembly || !abilities.webGl) return 'liveIncompatibleBrowser';
  return undefined;
}

/** What this browser offers the try-on. */
export function browserAbilities(): BrowserAbilities {
  const canvas = document.createElement('canvas');
  return {
    secureContext: window.isSecureContext,
    getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    webAssembly: typeof WebAssembly === 'object',
    webGl: Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl')),
    userAgent: navigator.userAgent,
  };
}
