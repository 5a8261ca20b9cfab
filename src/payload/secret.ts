import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = path.resolve(process.cwd(), 'data', '.payload-secret');

/**
 * PAYLOAD_SECRET signs sessions. Production sets it; a newcomer's embedded shop makes one on first start and
 * keeps it under data/ so logins survive restarts.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim();
  if (fromEnv) return fromEnv;
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim();
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(SECRET_FILE, secret, { mode: 0o600 });
  return secret;
}
