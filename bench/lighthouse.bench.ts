/**
 * Lighthouse 13 (mobile) on every storefront page type against a bare Next.js page: `npm run bench:lighthouse`.
 * The bare page (bench/bare-next: the shop's pinned next and react, one heading, one paragraph, one client
 * button) is built and served by the bench beside the built shop, and the pages are audited interleaved, so
 * both meet the same machine load. Goals of issue 26, judged against the bare page of the same run: score ≥
 * bare − 5, TBT ≤ bare + 150 ms, LCP ≤ 2.0 s, CLS ≤ 0.02, JavaScript transferred before the first interaction
 * ≤ bare + 60 kB. First with Lighthouse's default simulated throttling, then with applied ("devtools")
 * throttling, which really slows the network and the CPU while the page loads: on loopback every script has
 * arrived before the first paint, so the simulation counts their download into LCP, which a slow network would
 * not. Also prints the host's BenchmarkIndex and the CPU slowdown Lighthouse's throttling guide would give it
 * (cpu-calibration.ts), and per page what its largest paint is, its phases and the requests that came before
 * it (largest-paint.ts). Median of BENCH_RUNS (default 5) runs; BENCH_REPORT_DIR keeps every report's JSON.
 * Starts the built shop unless BENCH_URL points at a running one; Chromium from CHROME_PATH (default
 * /usr/bin/chromium). Asserts nothing.
 */
import { mkdirSync } from 'node:fs';
import { bareNext } from './support/bare-next';
import { benchShop } from './support/bench-shop';
import { calibratedCpuSlowdown } from './support/cpu-calibration';
import { largestPaintRow, type LargestPaint } from './support/largest-paint';
import {
  audit,
  launchChrome,
  type Figures,
  type NumericFigure,
  type ThrottlingMethod,
} from './support/lighthouse-audit';
import { median } from './support/median';
import { PAGE_TYPES } from './support/page-types';

const SHOP_PORT = 3112;
const BARE_PORT = 3113;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOALS = { scoreBelowBare: 5, tbtAboveBareMs: 150, lcpMs: 2000, cls: 0.02, jsAboveBareKb: 60 };
const BARE = 'bare Next.js page';
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

const shop = await benchShop(SHOP_PORT);
const bare = await bareNext(BARE_PORT).catch((error: unknown) => {
  shop.stop();
  throw error;
});
const chrome = await launchChrome();
const targets = [
  { name: BARE, url: `${bare.base}/` },
  ...PAGE_TYPES.map((page) => ({ name: `${page.name} ${page.path}`, url: `${shop.base}${page.path}` })),
];

/** RUNS rounds over every target (interleaved); the medians per target, and every run's BenchmarkIndex. */
async function measure(throttlingMethod: ThrottlingMethod) {
  for (const target of targets) await fetch(target.url); // caches filled, as for every visitor after the first
  const runs = new Map<string, Figures[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, target] of targets.entries()) {
      const report = REPORT_DIR && `${REPORT_DIR}/${throttlingMethod}-${round}-${index}.json`;
      runs.get(target.name)!.push(await audit(chrome.port, target.url, throttlingMethod, report));
    }
  }
  const of = (name: string, figure: NumericFigure) => median(runs.get(name)!.map((run) => run[figure]));
  const lastLargestPaint = (name: string) => runs.get(name)!.at(-1)!.largestPaint;
  const benchmarkIndexes = [...runs.values()].flat().map((run) => run.benchmarkIndex);
  return { of, lastLargestPaint, benchmarkIndexes };
}

function printTable(title: string, of: (name: string, figure: NumericFigure) => number) {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const bareOf = (figure: NumericFigure) => of(BARE, figure);
  console.log(`\n${title}`);
  console.log(
    `goals: score ≥ ${bareOf('score') - GOALS.scoreBelowBare}, TBT ≤ ${Math.round(bareOf('tbt') + GOALS.tbtAboveBareMs)} ms, ` +
      `LCP ≤ ${GOALS.lcpMs} ms, CLS ≤ ${GOALS.cls}, JS ≤ ${Math.round(bareOf('jsKb') + GOALS.jsAboveBareKb)} kB\n`,
  );
  console.log('| page | score | TBT | LCP | CLS | JS (transfer) |');
  console.log('|---|---|---|---|---|---|');
  for (const { name } of targets) {
    const [score, tbt, lcp, cls, jsKb] = (['score', 'tbt', 'lcp', 'cls', 'jsKb'] as const).map((figure) =>
      of(name, figure),
    ) as [number, number, number, number, number];
    const marks =
      name === BARE
        ? ['', '', '', '', '']
        : [
            mark(score >= bareOf('score') - GOALS.scoreBelowBare),
            mark(tbt <= bareOf('tbt') + GOALS.tbtAboveBareMs),
            mark(lcp <= GOALS.lcpMs),
            mark(cls <= GOALS.cls),
            mark(jsKb <= bareOf('jsKb') + GOALS.jsAboveBareKb),
          ];
    console.log(
      `| ${name} | ${score} ${marks[0]} | ${Math.round(tbt)} ms ${marks[1]} | ${(lcp / 1000).toFixed(2)} s ${marks[2]} ` +
        `| ${cls.toFixed(3)} ${marks[3]} | ${Math.round(jsKb)} kB ${marks[4]} |`,
    );
  }
}

function printLargestPaints(of: (name: string) => LargestPaint) {
  console.log('\nThe largest paint (last simulated run; phases observed, unthrottled):\n');
  console.log(
    '| page | element | TTFB / load delay / load time / render delay (ms) | requests ended before it |',
  );
  console.log('|---|---|---|---|');
  for (const { name } of targets) console.log(largestPaintRow(name, of(name)));
}

try {
  const simulated = await measure('simulate');
  printTable(`Lighthouse mobile, simulated throttling (default), median of ${RUNS}:`, simulated.of);
  printLargestPaints(simulated.lastLargestPaint);
  const applied = await measure('devtools');
  printTable(`The same with applied ("devtools") throttling, median of ${RUNS}:`, applied.of);
  const benchmarkIndex = median(simulated.benchmarkIndexes);
  console.log(
    `\nThis host's BenchmarkIndex: ${Math.round(benchmarkIndex)}; Lighthouse's throttling guide would slow its CPU ${calibratedCpuSlowdown(benchmarkIndex).toFixed(1)}× (the figures above: 4×) to emulate its phone.`,
  );
} finally {
  await chrome.kill();
  bare.stop();
  shop.stop();
}
