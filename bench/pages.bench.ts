/**
 * Throughput and p99 latency of every storefront page type (home, list, brand, product, search results, cart,
 * finder, help) against a trivial route of the same server (/api/health), measured in one run (goal of issue
 * 26 for every page type: ≥ 0.5× the trivial route, p99 ≤ 50 ms at 10 connections), asked uncompressed and
 * then for gzip as every browser asks, then the search box's suggestion latency over the whole catalogue:
 * `npm run bench`. Starts the built shop on a fresh SQLite database unless BENCH_URL points at a running
 * one. Prints the figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { benchShop } from './support/bench-shop';
import { PAGE_TYPES } from './support/page-types';
import { waitFor } from './support/wait-for';

const PORT = 3110;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const GOALS = { ratio: 0.5, p99Ms: 50 };

/** Every page type of issue 26, and a filtered, sorted list. */
const PAGES = [...PAGE_TYPES.map((page) => page.path), '/l/sg/200?shape=aviator&sort=price-asc'];
/** Whole words, words being typed, typos, umlauts either way, accents, several words, nothing found. */
const SEARCH_QUERIES = [
  'alp',
  'alpenglanz',
  'sonnenbr',
  'heliofrom',
  'brille grün',
  'brille gruen',
  'mistrale',
  'cat eye schwarz',
  'tageslinsen',
  'xylophon',
];

/** Uncompressed (a client that asks for no encoding), and as browsers ask (every one sends gzip). */
const ENCODINGS = ['identity', 'gzip, deflate, br'] as const;

async function measure(url: string, encoding: string) {
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': encoding } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    kBPerAnswer: result.throughput.average / Math.max(result.requests.average, 1) / 1024,
  };
}

const { base, stop } = await benchShop(PORT);
try {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  // Nothing is timed while the server still starts (first-view routes, indexes loading in the background).
  await waitFor(`${base}/api/ready`, Date.now() + 120_000);
  await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: 5 });
  for (const encoding of ENCODINGS) {
    const trivial = await measure(`${base}/api/health`, encoding);
    const row = (name: string, m: typeof trivial, judged = true) => {
      const ratio = m.rps / trivial.rps;
      return (
        `${name.padEnd(40)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(5)} ms ` +
        `${judged ? mark(m.p99 <= GOALS.p99Ms) : ' '}   errors ${m.errors}   ` +
        `ratio ${ratio.toFixed(2)} ${judged ? mark(ratio >= GOALS.ratio) : ' '}   ${m.kBPerAnswer.toFixed(0).padStart(5)} kB`
      );
    };
    console.log(
      `\naccept-encoding: ${encoding}; ${CONNECTIONS} connections, ${DURATION_S} s each; ratio = throughput / ` +
        `trivial route's (goals: ratio ≥ ${GOALS.ratio}, p99 ≤ ${GOALS.p99Ms} ms); kB per answer as sent`,
    );
    console.log(row('/api/health', trivial, false));
    for (const path of PAGES) console.log(row(path, await measure(`${base}${path}`, encoding)));
  }

  console.log(
    `\nsearch suggestions, one at a time, ${SEARCH_ROUNDS} rounds of ${SEARCH_QUERIES.length} queries:`,
  );
  const times: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const query of SEARCH_QUERIES) {
      const started = performance.now();
      await (await fetch(`${base}/search/suggest?${new URLSearchParams({ q: query })}`)).json();
      times.push(performance.now() - started);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  console.log(
    `p50 ${at(0.5).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
} finally {
  stop();
}
