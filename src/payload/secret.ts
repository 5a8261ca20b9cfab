import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverConfig } from '@/platform/config/server-config';
import { ConfigurationError } from '@/platform/errors/configuration-error';

/** A random secret kept in data/{fileName} (readable by the owner only), made on first use. */
export function keptSecret(fileName: string, dataDir = path.resolve(process.cwd(), 'data')): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * PAYLOAD_SECRET signs sessions. Production and PostgreSQL must set it (the same on every instance); a newcomer's demo shop
 * makes one on first start and keeps it under data/ so logins survive restarts.
 */
export function payloadSecret(): string {
  const { payloadSecret: fromEnv, mode, database } = serverConfig();
  if (fromEnv) return fromEnv;
  if (mode === 'production' || database.kind === 'postgres') {
    throw new ConfigurationError(
      'PAYLOAD_SECRET is required in production mode and on PostgreSQL (docs/operations.md)',
    );
  }
  return keptSecret('.payload-secret');
}
