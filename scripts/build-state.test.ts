import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_STAMP, buildIsCurrent, sourceHash } from './build-state';

/** A project with one source file and a finished build stamped with the current bundler's hash. */
function builtProject(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'build-state-'));
  writeFileSync(path.join(root, 'package.json'), '{}');
  mkdirSync(path.join(root, '.next'));
  writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'x');
  writeFileSync(path.join(root, BUILD_STAMP), sourceHash(root));
  return root;
}

describe('the build stamp', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps a Turbopack build current, and rebuilds when SHOP_BUNDLER switches to webpack and back', () => {
    vi.stubEnv('SHOP_BUNDLER', '');
    const root = builtProject();
    expect(buildIsCurrent(root)).toBe(true);
    vi.stubEnv('SHOP_BUNDLER', 'webpack');
    expect(buildIsCurrent(root)).toBe(false);
    writeFileSync(path.join(root, BUILD_STAMP), sourceHash(root));
    expect(buildIsCurrent(root)).toBe(true);
    vi.stubEnv('SHOP_BUNDLER', 'turbopack');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('rebuilds when a source changed', () => {
    const root = builtProject();
    writeFileSync(path.join(root, 'package.json'), '{"changed":true}');
    expect(buildIsCurrent(root)).toBe(false);
  });
});
