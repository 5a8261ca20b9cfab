/**
 * Where the home page's start-up script time goes in the browser: `npm run bench:startup`. Loads the home
 * page of some storefronts as a phone (412×823, DPR 1.75, unthrottled) with a CPU profile and prints the
 * script time on the main thread during the load (Lighthouse's simulated phone counts it four times over)
 * and the client modules that take longest to start (their own time, not that of modules they require), for
 * the load with the median script time of 3. Starts the built shop unless BENCH_URL points at a running one; Chromium from
 * CHROME_PATH (default /usr/bin/chromium). Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { benchShop } from './support/bench-shop';
import { median } from './support/median';

const PORT = 3113;
const LOCALES = ['de-DE', 'en-GB'];
const LOADS = 3;
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function profileLoad(url: string): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    return (await cdp.send('Profiler.stop')).profile as Profile;
  } finally {
    await browser.close();
  }
}

/** Time the main thread spent running script (garbage collection included) during the load, in ms. */
function scriptTime(profile: Profile, nodes: Map<number, ProfileNode>): number {
  return profile.samples.reduce(
    (sum, id, index) =>
      NOT_SCRIPT.has(nodes.get(id)!.callFrame.functionName) ? sum : sum + profile.timeDeltas[index]! / 1000,
    0,
  );
}

/** Own start-up time per module factory (the frame Turbopack's instantiation calls), in ms. */
function moduleStartTimes(profile: Profile, nodes: Map<number, ProfileNode>): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of nodes.values()) for (const child of node.children ?? []) parent.set(child, node.id);
  const isInstantiation = (node: ProfileNode) =>
    node.callFrame.functionName === 'W' && node.callFrame.url.includes('/turbopack-');
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const above = parent.get(node);
      if (above !== undefined && isInstantiation(nodes.get(above)!)) {
        const { url, lineNumber, columnNumber } = nodes.get(node)!.callFrame;
        const key = `${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
        times.set(key, (times.get(key) ?? 0) + profile.timeDeltas[index]! / 1000);
        break;
      }
    }
  });
  return times;
}

/** The start of a module's source in its built chunk, to tell which module it is. */
function moduleSnippet(key: string): string {
  const [file, line, column] = key.split(':');
  try {
    const source = readFileSync(`.next/static/chunks/${file}`, 'utf8').split('\n')[Number(line)] ?? '';
    return source.slice(Number(column), Number(column) + 110).replace(/\s+/g, ' ');
  } catch {
    return '';
  }
}

const { base, stop } = await benchShop(PORT);
try {
  for (const locale of LOCALES) {
    const url = `${base}/?locale=${locale}`;
    await fetch(url);
    const loads = [];
    for (let load = 0; load < LOADS; load += 1) loads.push(await profileLoad(url));
    const figures = loads.map((profile) => {
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      return { profile, nodes, script: scriptTime(profile, nodes) };
    });
    const typical = figures.find((figure) => figure.script === median(figures.map((each) => each.script)))!;
    console.log(
      `\n${locale}: script on the main thread ${Math.round(typical.script)} ms (median of ${LOADS} loads)`,
    );
    const modules = [...moduleStartTimes(typical.profile, typical.nodes)].sort((a, b) => b[1] - a[1]);
    console.log(
      `  module start-up ${Math.round(modules.reduce((sum, [, ms]) => sum + ms, 0))} ms; the longest:`,
    );
    for (const [key, ms] of modules.slice(0, 8))
      console.log(`  ${Math.round(ms)} ms ${key} ${moduleSnippet(key)}`);
  }
} finally {
  stop();
}
