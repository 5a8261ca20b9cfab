import pino, { type DestinationStream } from 'pino';
import { traceLogFields } from '../telemetry/span';
import { safeError, withoutQueryValues } from './error-serializer';

/** Fields that may carry secrets or personal data; pino replaces their values before a line is written. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'email',
  '*.email',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["dy-api-key"]',
  '*.headers["dy-api-key"]',
];

/** Levels as the spec's: fatal 60, error 50, warn 40, info 30, debug 20, trace 10 (pino's own); default info. */
export function createLogger(level = process.env.LOG_LEVEL || 'info', destination?: DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'eyewear-shop' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError },
      hooks: {
        logMethod(args, method) {
          const safe = args.map((arg: unknown) => (typeof arg === 'string' ? withoutQueryValues(arg) : arg));
          method.apply(this, safe as Parameters<typeof method>);
        },
      },
      // every line written inside a traced request names its trace (OTEL_EXPORTER_OTLP_ENDPOINT)
      mixin: traceLogFields,
    },
    destination,
  );
}

export const logger = createLogger();
