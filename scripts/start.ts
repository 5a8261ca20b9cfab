/**
 * `npm start`: validates the configuration, builds when the sources changed since the last build,
 * migrates the database and loads missing demo data, then serves the shop on PORT (default 3000).
 * `--build-only` stops after the build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ConfigurationError } from '../src/platform/errors/configuration-error';
import { parseServerConfig, type ServerConfig } from '../src/platform/config/server-config';
import { tracingSettings } from '../src/platform/telemetry/tracing-settings';
import { BUILD_STAMP, buildIsCurrent, sourceHash } from './build-state';

process.env.NEXT_TELEMETRY_DISABLED = '1';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

let config: ServerConfig;
try {
  config = parseServerConfig(process.env);
} catch (error) {
  if (error instanceof ConfigurationError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

if (!buildIsCurrent()) {
  console.log('Building the shop (first start or changed sources)…');
  run('node_modules/.bin/next', ['build'], { ...process.env, NODE_ENV: 'production' });
  writeFileSync(BUILD_STAMP, sourceHash());
}

if (!process.argv.includes('--build-only')) {
  run(process.execPath, [...process.execArgv, 'scripts/run.mjs', 'scripts/prepare-data.ts']);
  // Cached database reads may predate what migrations, demo data or a restored backup changed meanwhile.
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const tracing = tracingSettings(process.env, config.countries.domains, version);
  // before the HTTP server loads node:http, so that its requests are traced
  const tracer = tracing && (await import('../src/platform/telemetry/start-tracing')).startTracing(tracing);
  const { startHttpServer } = await import('../src/platform/server/http-server');
  const server = await startHttpServer(config.port);
  const stop = () =>
    server.close(() => void (tracer?.shutdown() ?? Promise.resolve()).finally(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
