import { describe, expect, it } from 'vitest';
import { TRYON_ERROR_TYPES } from '@/modules/tracking';
import { cameraFailure, liveIncompatibility, WAYS_ON, type BrowserAbilities } from './tryon-errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('cameraFailure', () => {
  it('maps each getUserMedia failure to its error type', () => {
    expect(cameraFailure(domError('NotAllowedError'))).toBe('cameraAccessDenied');
    expect(cameraFailure(domError('SecurityError'))).toBe('cameraAccessDenied');
    expect(cameraFailure(domError('NotFoundError'))).toBe('noCameraFound');
    expect(cameraFailure(domError('OverconstrainedError'))).toBe('noCameraFound');
    expect(cameraFailure(domError('NotReadableError'))).toBe('protocolFailed');
    expect(cameraFailure(new TypeError('no constraints'))).toBe('protocolFailed');
    expect(cameraFailure('not an error')).toBe('protocolFailed');
  });
});

describe('liveIncompatibility', () => {
  const capable: BrowserAbilities = {
    secureContext: true,
    getUserMedia: true,
    webAssembly: true,
    webGl: true,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  };

  it('lets a capable browser run the live try-on', () => {
    expect(liveIncompatibility(capable)).toBeUndefined();
  });

  it('names what is missing', () => {
    expect(liveIncompatibility({ ...capable, secureContext: false })).toBe('protocolFailed');
    expect(liveIncompatibility({ ...capable, getUserMedia: false })).toBe('liveIncompatibleBrowser');
    expect(liveIncompatibility({ ...capable, webAssembly: false })).toBe('liveIncompatibleBrowser');
    expect(liveIncompatibility({ ...capable, webGl: false })).toBe('liveIncompatibleBrowser');
  });

  it('blames the OS where iOS gives no browser the camera', () => {
    const oldIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) CriOS/90.0';
    expect(liveIncompatibility({ ...capable, getUserMedia: false, userAgent: oldIos })).toBe(
      'liveIncompatibleOS',
    );
    const newIos = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) CriOS/120.0';
    expect(liveIncompatibility({ ...capable, getUserMedia: false, userAgent: newIos })).toBe(
      'liveIncompatibleBrowser',
    );
  });
});

describe('WAYS_ON', () => {
  it('gives every raised error a way on, and each a way to close', () => {
    for (const ways of Object.values(WAYS_ON)) expect(ways).toContain('close');
    const raised = Object.keys(WAYS_ON);
    expect(TRYON_ERROR_TYPES.filter((type) => !raised.includes(type))).toEqual([
      'licenseNotFound',
      'removalLowPerformances',
    ]);
  });
});
