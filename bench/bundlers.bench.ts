/**
 * webpack against Turbopack for the shop (ADR 0021): `npm run bench:bundlers`. Builds the shop from scratch
 * with each bundler (`SHOP_BUNDLER`), timing the build and counting the client chunks it emits, then audits
 * every storefront page type with Lighthouse 13 mobile (simulated throttling), median of BENCH_RUNS (default
 * 3): score, TBT, LCP, JavaScript transferred and the number of scripts loaded. The default bundler builds
 * last, so `.next` is left as `npm start` would build it. Prints one table; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundler as defaultBundler, type Bundler } from '../scripts/build-state';
import { benchShop } from './support/bench-shop';
import { audit, launchChrome, type Figures, type NumericFigure } from './support/lighthouse-audit';
import { median } from './support/median';
import { PAGE_TYPES } from './support/page-types';

const SHOP_PORT = 3112;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHUNKS_DIR = '.next/static/chunks';

function clientChunks(dir = CHUNKS_DIR): { count: number; kB: number } {
  return readdirSync(dir).reduce(
    (sum, name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        const inner = clientChunks(file);
        return { count: sum.count + inner.count, kB: sum.kB + inner.kB };
      }
      return name.endsWith('.js') ? { count: sum.count + 1, kB: sum.kB + statSync(file).size / 1000 } : sum;
    },
    { count: 0, kB: 0 },
  );
}

function build(bundler: Bundler): number {
  rmSync('.next', { recursive: true, force: true });
  const started = Date.now();
  const built = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/start.ts', '--build-only'], {
    stdio: 'inherit',
    env: { ...process.env, SHOP_BUNDLER: bundler },
  });
  if (built.status !== 0) throw new Error(`the ${bundler} build failed`);
  return (Date.now() - started) / 1000;
}

async function measure(bundler: Bundler, chromePort: number) {
  const shop = await benchShop(SHOP_PORT, { SHOP_BUNDLER: bundler });
  try {
    const pages = PAGE_TYPES.map((page) => ({
      name: `${page.name} ${page.path}`,
      url: `${shop.base}${page.path}`,
    }));
    for (const page of pages) await fetch(page.url); // caches filled, as for every visitor after the first
    const runs = new Map<string, Figures[]>(pages.map((page) => [page.name, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) runs.get(page.name)!.push(await audit(chromePort, page.url, 'simulate'));
    }
    return (name: string, figure: NumericFigure) => median(runs.get(name)!.map((run) => run[figure]));
  } finally {
    shop.stop();
  }
}

const chosen = defaultBundler();
const bundlers: Bundler[] = chosen === 'turbopack' ? ['webpack', 'turbopack'] : ['turbopack', 'webpack'];
const chrome = await launchChrome();
const results = [];
try {
  for (const bundler of bundlers) {
    const seconds = build(bundler);
    const chunks = clientChunks();
    results.push({ bundler, seconds, chunks, of: await measure(bundler, chrome.port) });
  }
} finally {
  await chrome.kill();
}

console.log(`\nLighthouse mobile, simulated throttling, median of ${RUNS}, per bundler:\n`);
console.log('| page | bundler | score | TBT | LCP | JS (transfer) | scripts |');
console.log('|---|---|---|---|---|---|---|');
for (const page of PAGE_TYPES) {
  const name = `${page.name} ${page.path}`;
  for (const { bundler, of } of results) {
    console.log(
      `| ${name} | ${bundler} | ${of(name, 'score')} | ${Math.round(of(name, 'tbt'))} ms | ${(of(name, 'lcp') / 1000).toFixed(2)} s ` +
        `| ${Math.round(of(name, 'jsKb'))} kB | ${of(name, 'scripts')} |`,
    );
  }
}
console.log('\n| bundler | build (cold) | client chunks | their size (uncompressed) |');
console.log('|---|---|---|---|');
for (const { bundler, seconds, chunks } of results) {
  console.log(`| ${bundler} | ${Math.round(seconds)} s | ${chunks.count} | ${Math.round(chunks.kB)} kB |`);
}
