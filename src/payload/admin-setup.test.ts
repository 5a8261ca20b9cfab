import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adminSetupToken,
  firstUserSetupToken,
  forgetAdminSetupToken,
  isAdminSetupToken,
} from './admin-setup';

type Options = Parameters<typeof firstUserSetupToken>[1];

const firstRegister = (extra: Record<string, unknown> = {}) =>
  ({
    operation: 'create',
    event: 'submit',
    req: { payloadAPI: 'REST', i18n: { language: 'en' } },
    ...extra,
  }) as unknown as Options;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('first admin setup token', () => {
  it('is made once and kept until the first user exists', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'setup-'));
    const token = adminSetupToken(dir);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(adminSetupToken(dir)).toBe(token);
    expect(isAdminSetupToken(` ${token} `, dir)).toBe(true);
    forgetAdminSetupToken(dir);
    expect(existsSync(path.join(dir, '.admin-setup-token'))).toBe(false);
    expect(adminSetupToken(dir)).not.toBe(token);
  });

  it('is ADMIN_SETUP_TOKEN when the environment sets it', () => {
    vi.stubEnv('ADMIN_SETUP_TOKEN', 'operator-chosen-token');
    expect(isAdminSetupToken('operator-chosen-token')).toBe(true);
    expect(isAdminSetupToken('operator-chosen-tokeN')).toBe(false);
    expect(isAdminSetupToken(undefined)).toBe(false);
  });

  it('lets the first user register over HTTP only with the token', () => {
    vi.stubEnv('ADMIN_SETUP_TOKEN', 'operator-chosen-token');
    expect(firstUserSetupToken('operator-chosen-token', firstRegister())).toBe(true);
    expect(firstUserSetupToken(undefined, firstRegister())).toBe(
      'The setup token is missing or wrong: it is printed in the log at start (or set by ADMIN_SETUP_TOKEN).',
    );
    expect(
      firstUserSetupToken('guess', firstRegister({ req: { payloadAPI: 'REST', i18n: { language: 'de' } } })),
    ).toMatch(/^Das Einrichtungs-Token fehlt oder ist falsch/);
  });

  it('does not ask logged-in staff, the shop’s own code, or while typing', () => {
    vi.stubEnv('ADMIN_SETUP_TOKEN', 'operator-chosen-token');
    const staff = { payloadAPI: 'REST', user: { collection: 'users', id: 1 } };
    expect(firstUserSetupToken(undefined, firstRegister({ req: staff }))).toBe(true);
    expect(firstUserSetupToken(undefined, firstRegister({ req: { payloadAPI: 'local' } }))).toBe(true);
    expect(firstUserSetupToken(undefined, firstRegister({ event: 'onChange' }))).toBe(true);
    expect(firstUserSetupToken(undefined, firstRegister({ operation: 'update' }))).toBe(true);
  });
});
