/** Deeper JSON than any endpoint's schema is refused before a validator walks it. */
const MAX_JSON_DEPTH = 32;

function depthOf(value: unknown): number {
  let deepest = 0;
  let level: unknown[] = [value];
  while (level.length > 0 && deepest <= MAX_JSON_DEPTH) {
    deepest += 1;
    level = level.flatMap((item) => (item && typeof item === 'object' ? Object.values(item) : []));
  }
  return deepest;
}

/**
 * The JSON body of a request to a shop endpoint, or undefined when it is not declared as JSON, does not
 * parse or is nested deeper than any endpoint takes (the endpoint answers that as bad input). Requiring the
 * JSON content type also keeps plain cross-site form posts out.
 */
export async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) return undefined;
  const body: unknown = await request.json().catch(() => undefined);
  return depthOf(body) > MAX_JSON_DEPTH ? undefined : body;
}
