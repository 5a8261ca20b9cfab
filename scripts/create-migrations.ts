/**
 * `npm run migrate:create -- <name>`: after a schema change, writes the migration for both adapters
 * (src/payload/migrations/sqlite and …/postgres) and regenerates src/payload/payload-types.ts. PostgreSQL runs
 * in a throwaway cluster for it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTemporaryCluster } from './support/postgres-cluster';

const name = process.argv[2];
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('usage: npm run migrate:create -- <name>   (letters, digits, - and _)');
  process.exit(2);
}

const migrationFiles = (adapter: string) => readdirSync(path.join('src/payload/migrations', adapter)).length;

/**
 * Payload's migrate:create has been seen to exit 0 without writing anything (no output at all): the
 * migration folder is checked, and the command run again once before giving up.
 */
function create(adapter: 'sqlite' | 'postgres', databaseUrl: string): void {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const before = migrationFiles(adapter);
    const result = spawnSync('node_modules/.bin/payload', ['migrate:create', name!], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
    if (migrationFiles(adapter) > before) return;
  }
  console.error(`payload migrate:create wrote no ${adapter} migration: is there a schema change?`);
  process.exit(1);
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-'));
try {
  create('sqlite', `file:${path.join(scratch, 'scratch.db')}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const cluster = await startTemporaryCluster();
try {
  create('postgres', cluster.url);
} finally {
  cluster.stop();
}

// The collections' TypeScript types follow the same schema.
const types = spawnSync('node_modules/.bin/payload', ['generate:types'], { stdio: 'inherit' });
process.exit(types.status ?? 1);
