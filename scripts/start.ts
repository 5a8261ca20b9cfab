/**
 * `npm start`: validates the configuration (a production shop refuses unsafe settings), builds when the sources changed since the last build,
 * migrates the database and loads missing demo data, then serves the shop on PORT (default 3000).
 * `--build-only` stops after the build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse as parseCookies } from 'cookie';
import { CONSENT_COOKIE, parseConsent } from '../src/modules/consent/consent';
import { ConfigurationError } from '../src/platform/errors/configuration-error';
import { productionProblems, sharedSecretProblem } from '../src/platform/config/production-checks';
import { parseServerConfig, type ServerConfig } from '../src/platform/config/server-config';
import { tracingSettings } from '../src/platform/telemetry/tracing-settings';
import { BUILD_STAMP, buildIsCurrent, bundler, sourceHash } from './build-state';

process.env.NEXT_TELEMETRY_DISABLED = '1';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const buildOnly = process.argv.includes('--build-only');

let config: ServerConfig;
try {
  config = parseServerConfig({ ...process.env, NODE_ENV: 'production' });
} catch (error) {
  if (error instanceof ConfigurationError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const secretProblem = sharedSecretProblem(config);
if (!buildOnly && secretProblem && config.mode !== 'production') {
  console.error(`The shop refuses to start: ${secretProblem}`);
  process.exit(1);
}
const problems = productionProblems(config);
if (!buildOnly && problems.length > 0) {
  console.error(
    `The shop runs in production mode (SHOP_MODE=production, or npm start on PostgreSQL) and refuses to start:\n${problems.map((problem) => `- ${problem}`).join('\n')}\nSee "Going live" in docs/operations.md; SHOP_MODE=demo runs the demo instead.`,
  );
  process.exit(1);
}
// The data preparation and the server decide as this process did.
process.env.SHOP_MODE = config.mode;

if (!buildIsCurrent()) {
  console.log('Building the shop (first start or changed sources)…');
  run('node_modules/.bin/next', ['build', `--${bundler()}`], { ...process.env, NODE_ENV: 'production' });
  writeFileSync(BUILD_STAMP, sourceHash());
}

if (!buildOnly) {
  run(process.execPath, [...process.execArgv, 'scripts/run.mjs', 'scripts/prepare-data.ts']);
  // Cached database reads may predate what migrations, demo data or a restored backup changed meanwhile.
  rmSync('.next/cache/fetch-cache', { recursive: true, force: true });
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const tracing = tracingSettings(process.env, config.countries.domains, version);
  // before the HTTP server loads node:http, so that its requests are traced
  const tracer = tracing && (await import('../src/platform/telemetry/start-tracing')).startTracing(tracing);
  const { startHttpServer } = await import('../src/platform/server/http-server');
  const shop = await startHttpServer(config.port, {
    allowsTagManager: (cookieHeader) =>
      parseConsent(parseCookies(cookieHeader)[CONSENT_COOKIE])?.statistics === true,
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void shop
      .drain()
      .then(() => tracer?.shutdown())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
