import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Migration, Payload } from 'payload';
import { afterAll } from 'vitest';

/*
 * The integration tests' database (vitest's `integration` project loads this first): a new SQLite file for
 * each test file, which vitest runs in a process of its own, with every migration applied as the shop's
 * start applies them.
 */
const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-int-'));
process.env.DATABASE_URL = `file:${path.join(directory, 'shop.db')}`;
process.env.PAYLOAD_SECRET ||= 'integration-test-secret';
process.env.REDIS_URL = '';

let migrated: Promise<Payload> | undefined;

afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The Payload client the stores use, on the migrated file. */
export function integrationPayload(): Promise<Payload> {
  migrated ??= (async () => {
    const [{ payloadClient }, { migrations }] = await Promise.all([
      import('@/payload/client'),
      import('@/payload/migrations/sqlite'),
    ]);
    const payload = await payloadClient();
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
    return payload;
  })();
  return migrated;
}
