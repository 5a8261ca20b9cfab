/** Browser tests start on fresh databases: removes the e2e SQLite files (and their WAL companions). */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';

mkdirSync('data', { recursive: true });

for (const name of readdirSync('data', { withFileTypes: true })) {
  if (name.isFile() && name.name.startsWith('e2e-')) rmSync(`data/${name.name}`);
}
