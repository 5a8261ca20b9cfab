import { getPayload, type Migration, type Payload } from 'payload';
import { serverConfig } from '../../src/platform/config/server-config';
import { adminSetupToken, forgetAdminSetupToken } from '../../src/payload/admin-setup';
import { migrations as postgresMigrations } from '../../src/payload/migrations/postgres';
import { migrations as sqliteMigrations } from '../../src/payload/migrations/sqlite';
import config from '../../src/payload/payload.config';
import { loadDemoData } from '../demo-data/load';
import { expireDemoGiftCards } from '../demo-data/stock';
import { underMigrationLock } from './migration-lock';

/** While no backoffice user exists, says how to make the first one; the token is single-use after that. */
async function announceAdminSetup(payload: Payload): Promise<void> {
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) {
    forgetAdminSetupToken();
    return;
  }
  const token = process.env.ADMIN_SETUP_TOKEN?.trim() ? 'of ADMIN_SETUP_TOKEN' : adminSetupToken();
  console.log(`No backoffice user yet: create the first one at /admin with the setup token ${token}`);
}

/**
 * Runs the pending migrations of the configured adapter, then loads the demo data the database lacks (when
 * DEMO_DATA or the embedded quick start asks for it); on PostgreSQL one instance at a time.
 */
export async function prepareDatabase(): Promise<void> {
  const started = performance.now();
  const payload = await getPayload({ config });
  const { database, demoData, mode } = serverConfig();
  const migrations = database.kind === 'postgres' ? postgresMigrations : sqliteMigrations;
  await underMigrationLock(payload, async () => {
    // Payload types a migration's argument as `unknown`; the generated files declare the adapter's own type.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
    if (demoData) await loadDemoData(payload, mode);
    if (mode === 'production') {
      const expired = await expireDemoGiftCards(payload);
      if (expired > 0) console.log(`production mode: ${expired} demo gift cards expired`);
    }
  });
  await announceAdminSetup(payload);
  console.log(`database ready in ${Math.round(performance.now() - started)} ms`);
}
