/**
 * `npm run test:fuzz`: sends FUZZ_RUNS (10,000) generated requests (scripts/fuzz/routes.ts) to a shop it starts
 * from the build on a fresh SQLite file and a free port. Fails on any 5xx, any answer slower than 2 s, a
 * refused (4xx) write that changed the database, or the server's exit. Prints the count per route and the
 * seed; `FUZZ_SEED=<seed> npm run test:fuzz` replays a run.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createClient } from '@libsql/client';
import fc from 'fast-check';
import { fuzzRequest, type FuzzRequest } from './fuzz/routes';
import { fuzzClient, type Answer, type FuzzClient } from './fuzz/send';
import { freePort } from './support/free-port';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const SLOW_MS = 2_000;
/** Reads at once: as many as a CI machine has cores, so an answer's time is the shop's, not a queue's. */
const READERS = 2;
const DATABASE_FILE = 'data/fuzz-shop.db';

async function waitForHealth(client: FuzzClient, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline && alive()) {
    const answer = await client.send({ route: '', method: 'GET', path: '/api/health', headers: {} });
    if (answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the shop did not start');
}

/**
 * Row counts of every table (but the job queue's, which the server's own workers change at any time): what a
 * refused request must leave as it was.
 */
async function databaseFingerprint(
  database: ReturnType<typeof createClient>,
  tables: string[],
): Promise<string> {
  const counts = tables.map((table) => `(SELECT count(*) FROM "${table}")`).join(` || ',' || `);
  const { rows } = await database.execute(`SELECT ${counts} AS counts`);
  return String(rows[0]?.counts);
}

const refused = (status: number) => status >= 400 && status < 500 && status !== 402;

const port = await freePort();
const client = fuzzClient(port, READERS, SLOW_MS * 5);
/** The run's database; a failed run leaves it to look into. */
const removeDatabase = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
};
removeDatabase();
const shop = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:./${DATABASE_FILE}`,
    LOG_LEVEL: 'fatal',
    NEXT_TELEMETRY_DISABLED: '1',
    // nothing balances onto it: it stops at once
    DRAIN_GRACE_SECONDS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let exited: string | undefined;
shop.on('exit', (code, signal) => (exited = `the shop exited (${code ?? signal})`));

/** What went wrong, by kind (`answered 500`, `slow`, …), each with the requests that showed it. */
const failures = new Map<string, string[]>();
const fail = (kind: string, detail: string) => failures.set(kind, [...(failures.get(kind) ?? []), detail]);
const perRoute = new Map<string, Map<string, number>>();
function record(request: FuzzRequest, answer: Answer, problem?: string) {
  const counts = perRoute.get(request.route) ?? new Map<string, number>();
  const answered = answer.status ? `${Math.floor(answer.status / 100)}xx` : 'no answer';
  counts.set(answered, (counts.get(answered) ?? 0) + 1);
  perRoute.set(request.route, counts);
  const failure =
    problem ??
    (answer.status === 0 || answer.status >= 500
      ? answer.status
        ? `answered ${answer.status}`
        : `answered nothing (${answer.error})`
      : undefined) ??
    (answer.ms > SLOW_MS ? `slower than ${SLOW_MS} ms` : undefined);
  if (failure)
    fail(
      failure,
      `${Math.round(answer.ms)} ms ${request.method} ${request.path.slice(0, 400)} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 300) ?? ''}`,
    );
}

try {
  await waitForHealth(client, () => !exited);
  const database = createClient({ url: `file:${DATABASE_FILE}` });
  const { rows } = await database.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'payload_jobs%'`,
  );
  const tables = rows.map((row) => String(row.name));
  const requests = fc.sample(fuzzRequest, { numRuns: RUNS, seed: SEED });
  const reads = requests.filter((request) => request.body === undefined);
  const writes = requests.filter((request) => request.body !== undefined);
  const started = Date.now();

  // Each address once before the clock counts: the first render of a route compiles and loads it.
  for (const request of new Map(reads.map((request) => [request.route, request])).values())
    await client.send(request);

  let next = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (next < reads.length && !exited) {
        const request = reads[next++]!;
        record(request, await client.send(request));
      }
    }),
  );
  let before = await databaseFingerprint(database, tables);
  for (const request of writes) {
    if (exited) break;
    const answer = await client.send(request);
    const after = await databaseFingerprint(database, tables);
    record(
      request,
      answer,
      refused(answer.status) && after !== before
        ? `refused with ${answer.status} but changed the database`
        : undefined,
    );
    before = after;
  }
  database.close();
  if (exited) fail(exited, '');

  console.log(
    `fuzz: ${requests.length} requests (${reads.length} reads, ${writes.length} writes) in ${Math.round((Date.now() - started) / 1000)} s, seed ${SEED}`,
  );
  for (const [route, counts] of [...perRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `  ${String(total).padStart(5)}  ${route}  (${[...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')})`,
    );
  }
} catch (error) {
  fail((error as Error).message, '');
} finally {
  client.close();
  // stopped before `npm test`'s next step starts
  if (!exited) {
    const stopped = once(shop, 'exit');
    shop.kill('SIGTERM');
    await stopped;
  }
}

if (failures.size > 0) {
  for (const [kind, details] of failures) {
    console.log(`fuzz: ${details.length}× ${kind}`);
    for (const detail of details.slice(0, 20)) console.log(`FAIL ${kind}: ${detail}`);
  }
  console.log(`fuzz: failed (replay: FUZZ_SEED=${SEED} npm run test:fuzz)`);
  process.exit(1);
}
removeDatabase();
console.log(`fuzz: passed (seed ${SEED})`);
