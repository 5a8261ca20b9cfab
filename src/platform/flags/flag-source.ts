import { existsSync } from 'node:fs';
import { ConfigurationError } from '../errors/configuration-error';

/** Where the feature flags come from: a flagd service, a flagd flag file, or the backoffice. */
export type FlagSource =
  | { kind: 'backoffice' }
  | { kind: 'flagd'; host: string; port: number; tls: boolean }
  | { kind: 'flagd-socket'; socketPath: string }
  | { kind: 'flagd-file'; path: string };

/** flagd's gRPC evaluation port. */
const FLAGD_PORT = 8013;

function flagdService(value: string): FlagSource {
  const url = new URL(value);
  if (url.protocol === 'unix:') return { kind: 'flagd-socket', socketPath: url.pathname };
  const tls = url.protocol === 'https:' || url.protocol === 'grpcs:';
  if (!tls && url.protocol !== 'http:' && url.protocol !== 'grpc:') {
    throw new ConfigurationError(
      'FLAGD_URL must be http://, https://, grpc://, grpcs:// host[:port] or unix:///path of a flagd service',
    );
  }
  return { kind: 'flagd', host: url.hostname, port: url.port ? Number(url.port) : FLAGD_PORT, tls };
}

/** FLAGD_URL or FLAGD_FILE (not both); neither: the flags edited in the backoffice. */
export function flagSourceOf(env: { FLAGD_URL?: string; FLAGD_FILE?: string }): FlagSource {
  if (env.FLAGD_URL && env.FLAGD_FILE) {
    throw new ConfigurationError('Set FLAGD_URL (a flagd service) or FLAGD_FILE (a flag file), not both');
  }
  if (env.FLAGD_URL) return flagdService(env.FLAGD_URL);
  if (env.FLAGD_FILE) {
    if (!existsSync(env.FLAGD_FILE)) {
      throw new ConfigurationError(`FLAGD_FILE: there is no flag file ${env.FLAGD_FILE}`);
    }
    return { kind: 'flagd-file', path: env.FLAGD_FILE };
  }
  return { kind: 'backoffice' };
}
