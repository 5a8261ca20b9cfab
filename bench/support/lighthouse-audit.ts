import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { largestPaintOf, type LargestPaint } from './largest-paint';

export type ThrottlingMethod = 'simulate' | 'devtools';
export interface Figures {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  jsKb: number;
  scripts: number;
  benchmarkIndex: number;
  largestPaint: LargestPaint;
}
export type NumericFigure = Exclude<keyof Figures, 'largestPaint'>;
interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Headless Chromium for Lighthouse, from CHROME_PATH (default /usr/bin/chromium). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

/**
 * One Lighthouse 13 mobile performance run of `url`; JS is every script the run transferred. With `reportPath`
 * the whole report is kept there as JSON.
 */
export async function audit(
  chromePort: number,
  url: string,
  throttlingMethod: ThrottlingMethod,
  reportPath?: string,
): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chromePort,
    onlyCategories: ['performance'],
    throttlingMethod,
    output: 'json',
    logLevel: 'error',
  });
  const lhr = result!.lhr;
  if (reportPath) writeFileSync(reportPath, JSON.stringify(lhr));
  const requests = (lhr.audits['network-requests']!.details as { items: NetworkRequest[] }).items;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']!.numericValue!,
    lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
    cls: lhr.audits['cumulative-layout-shift']!.numericValue!,
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1000,
    scripts: scripts.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    largestPaint: largestPaintOf(lhr),
  };
}
