/**
 * Database drivers put a failed query's values into their errors: drizzle's `params` (also written into
 * the message after "params:"), PostgreSQL's `detail` ("Key (email)=(…)") and `parameters`. Those values
 * are names, addresses and e-mail addresses, so a logged error keeps its type, code, message and stack
 * without them.
 */
const QUERY_VALUES = /\bparams: [\s\S]*?(?=\n {4}at |$)/g;
const OMITTED = 'params: [omitted]';
const MAX_CAUSES = 5;

/** The text with the values of a failed query left out. */
export function withoutQueryValues(text: string): string {
  return text.replace(QUERY_VALUES, OMITTED);
}

interface SafeError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: SafeError | string;
}

function safeErrorOf(error: Error, depth: number): SafeError {
  const { code, cause } = error as Error & { code?: unknown };
  return {
    type: error.name,
    message: withoutQueryValues(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(error.stack ? { stack: withoutQueryValues(error.stack) } : {}),
    ...(cause !== undefined && depth < MAX_CAUSES ? { cause: safeCause(cause, depth + 1) } : {}),
  };
}

function safeCause(value: unknown, depth: number): SafeError | string {
  if (value instanceof Error) return safeErrorOf(value, depth);
  return withoutQueryValues(String(value));
}

/** pino serializer of `err`: an error (or its message) as it may be written to the log. */
export function safeError(value: unknown): unknown {
  if (value instanceof Error) return safeErrorOf(value, 0);
  if (typeof value === 'string') return withoutQueryValues(value);
  return value;
}
