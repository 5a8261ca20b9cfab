import { createHash, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TextFieldSingleValidation } from 'payload';
import { keptSecret } from './secret';

const TOKEN_FILE = '.admin-setup-token';

/**
 * The token that creates the first backoffice user: ADMIN_SETUP_TOKEN, else one made and kept under data/
 * and printed at start while no user exists (prepare-database.ts).
 */
export function adminSetupToken(dataDir?: string): string {
  return process.env.ADMIN_SETUP_TOKEN?.trim() || keptSecret(TOKEN_FILE, dataDir);
}

/** Once the first user exists the token has served its one use. */
export function forgetAdminSetupToken(dataDir = path.resolve(process.cwd(), 'data')): void {
  rmSync(path.join(dataDir, TOKEN_FILE), { force: true });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export function isAdminSetupToken(given: unknown, dataDir?: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given.trim()), digest(adminSetupToken(dataDir)));
}

/**
 * Payload lets whoever comes first register the first user (/admin/create-first-user, POST
 * /api/users/first-register: the only way to create a user without being logged in over HTTP); this
 * validation asks that visitor for the setup token. Logged-in staff and the shop's own code are not asked.
 */
export const firstUserSetupToken: TextFieldSingleValidation = (value, { req, operation, event }) => {
  if (operation !== 'create' || event === 'onChange' || req.user || req.payloadAPI === 'local') return true;
  if (isAdminSetupToken(value)) return true;
  return req.i18n?.language === 'de'
    ? 'Das Einrichtungs-Token fehlt oder ist falsch: Es steht beim Start im Log (oder in ADMIN_SETUP_TOKEN).'
    : 'The setup token is missing or wrong: it is printed in the log at start (or set by ADMIN_SETUP_TOKEN).';
};
