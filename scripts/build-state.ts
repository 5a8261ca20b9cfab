import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `next build` reads: when none of it changed since the last build, the build is current. */
const BUILD_INPUTS = [
  'src',
  'messages',
  'public',
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
];
export const BUILD_STAMP = '.next/source-hash';

export type Bundler = 'turbopack' | 'webpack';
/** The bundler `next build` uses: SHOP_BUNDLER, else Turbopack (ADR 0021). */
export function bundler(env: NodeJS.ProcessEnv = process.env): Bundler {
  return env.SHOP_BUNDLER === 'webpack' ? 'webpack' : 'turbopack';
}

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/** The build's inputs and its bundler: a build by the other bundler is not current. */
export function sourceHash(root = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(bundler());
  for (const file of BUILD_INPUTS.flatMap((input) => files(path.join(root, input)))) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root = process.cwd()): boolean {
  const stamp = path.join(root, BUILD_STAMP);
  return (
    existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === sourceHash(root)
  );
}
