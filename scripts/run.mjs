#!/usr/bin/env node
/**
 * `node scripts/run.mjs <file.ts> [args…]`: runs a TypeScript script under plain Node.
 *
 * The script and the project sources it imports are bundled by esbuild into one ESM file (packages stay
 * external), then imported in a Node started with the `production` export condition.
 *
 * Why: lexical's default Node entry points (`*.node.mjs`, reached through Payload's rich-text editor) wrap
 * each module in a top-level `await import()`; under Node 20 that graph intermittently never settles and the
 * process ends with exit code 13 and no output. The `production` condition selects the plain builds. tsx is
 * not used for the same reason: its loader-hook thread adds another way for such a graph to hang.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CONDITION = '--conditions=production';

if (!process.execArgv.includes(CONDITION)) {
  const child = spawn(
    process.execPath,
    [CONDITION, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await runBundled(process.argv[2], process.argv.slice(3));
}

async function runBundled(entry, args) {
  if (!entry) {
    console.error('usage: node scripts/run.mjs <file.ts> [args…]');
    process.exit(2);
  }
  const { build } = await import('esbuild');
  const outDir = path.resolve('node_modules/.cache/shop-scripts');
  const outFile = path.join(outDir, `${path.basename(entry, path.extname(entry))}-${process.pid}.mjs`);
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  process.on('exit', () => rmSync(outFile, { force: true }));
  process.setSourceMapsEnabled(true);
  process.argv = [process.argv[0], path.resolve(entry), ...args];
  await import(pathToFileURL(outFile).href);
}
