/** What a shop endpoint says when it refuses: a sentence, and for bad input one per field (ADR 0022). */
export interface Refusal {
  message?: string;
  fields?: Record<string, string>;
}

export interface JsonAnswer<Body> {
  ok: boolean;
  status: number;
  /** The answer's JSON (an empty object when it has none). */
  body: Body & Refusal;
}

interface JsonCall {
  method?: string;
  /** Sent as the JSON body. */
  data?: unknown;
  signal?: AbortSignal;
}

/**
 * The browser's one call to the shop's JSON endpoints: the data as a JSON body, the visitor's cookies along,
 * the answer's status and JSON. A network failure rejects, as fetch does.
 */
export async function jsonCall<Body = Record<string, unknown>>(
  path: string,
  { method = 'GET', data, signal }: JsonCall = {},
): Promise<JsonAnswer<Body>> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: data === undefined ? undefined : { 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as Body & Refusal;
  return { ok: response.ok, status: response.status, body };
}
