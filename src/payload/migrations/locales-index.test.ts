import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Payload reads `<table>_locales` rows by `_parent_id` alone; the adapter hook in `database.ts` adds that
 * index. Every migration that creates such a table must therefore create the index too (a migration made
 * without the hook would silently slow every localized read).
 */
function migrationSql(adapter: 'sqlite' | 'postgres'): string {
  const folder = path.resolve('src/payload/migrations', adapter);
  return readdirSync(folder)
    .filter((name) => /^\d{8}_\d{6}_.+\.ts$/.test(name))
    .map((name) => readFileSync(path.join(folder, name), 'utf8').replace(/\\`/g, '`'))
    .join('\n');
}

describe.each(['sqlite', 'postgres'] as const)('%s migrations', (adapter) => {
  const sql = migrationSql(adapter);
  const localeTables = [...sql.matchAll(/CREATE TABLE [`"]([a-z0-9_]+_locales)[`"]/g)].map((match) => match[1]!);

  it('has localized tables to check', () => {
    expect(localeTables.length).toBeGreaterThan(0);
  });

  it.each(localeTables)('index %s on _parent_id alone', (table) => {
    const index = new RegExp(`CREATE INDEX [\`"]${table}_parent_id_idx[\`"] ON [\`"]${table}[\`"] (USING btree )?\\([\`"]_parent_id[\`"]\\)`);
    expect(sql).toMatch(index);
  });
});
