/**
 * The JSON body of a request to a shop endpoint, or undefined when it is not declared as JSON or does not
 * parse (the endpoint answers that as bad input). Requiring the JSON content type also keeps plain
 * cross-site form posts out.
 */
export async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) return undefined;
  return request.json().catch(() => undefined);
}
