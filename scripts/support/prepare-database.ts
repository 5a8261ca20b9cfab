import { getPayload, type Migration } from 'payload';
import { serverConfig } from '../../src/platform/config/server-config';
import { migrations as postgresMigrations } from '../../src/payload/migrations/postgres';
import { migrations as sqliteMigrations } from '../../src/payload/migrations/sqlite';
import config from '../../src/payload/payload.config';
import { loadDemoData } from '../demo-data/load';

/** Runs the pending migrations of the configured adapter, then loads the demo data the database lacks. */
export async function prepareDatabase(): Promise<void> {
  const started = performance.now();
  const payload = await getPayload({ config });
  const migrations = serverConfig().database.kind === 'postgres' ? postgresMigrations : sqliteMigrations;
  // Payload types a migration's argument as `unknown`; the generated files declare the adapter's own type.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
  await loadDemoData(payload);
  console.log(`database ready in ${Math.round(performance.now() - started)} ms`);
}
