import type { NextRequest } from 'next/server';
import { SERVER_ID_MAX_AGE_S, PERSONALISATION_SERVER_ID_COOKIE } from './constants';
import { choose, engage, type PersonalisationDependencies } from './personalisation-service';
import { chooseBodySchema, engagementBodySchema, type ProviderCookie } from './schemas';
import type { VisitorInfo } from './visitor';

/** Spec §8 "Server answers of the proxies": every answer is JSON `{message}` with the table's status. */
export const METHOD_NOT_ALLOWED = 'Method Not Allowed';
export const BAD_REQUEST = 'Bad Request';
export const INVALID_JSON = 'The provided body is not valid JSON.';

function message(status: number, text: string): Response {
  return Response.json(
    { message: text },
    { status, headers: status === 405 ? { allow: 'POST' } : undefined },
  );
}

export function methodNotAllowed(): Response {
  return message(405, METHOD_NOT_ALLOWED);
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await request.text()) as unknown };
  } catch {
    return { ok: false };
  }
}

function visitorOf(request: NextRequest): VisitorInfo {
  return {
    cookie: (name) => request.cookies.get(name)?.value,
    userAgent: request.headers.get('user-agent') ?? undefined,
    clientIp: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined,
    referer: request.headers.get('referer') ?? undefined,
  };
}

function hasField(value: unknown, field: string): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    field in value &&
    (value as Record<string, unknown>)[field] != null
  );
}

function setCookies(response: Response, cookies: ProviderCookie[]): void {
  for (const cookie of cookies) {
    const httpOnly = cookie.name === PERSONALISATION_SERVER_ID_COOKIE ? '; HttpOnly' : '';
    const maxAge = cookie.name === PERSONALISATION_SERVER_ID_COOKIE ? SERVER_ID_MAX_AGE_S : cookie.maxAge;
    response.headers.append(
      'set-cookie',
      `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Lax${httpOnly}`,
    );
  }
}

/** The two proxies over the given dependencies (the configured provider or engine in the shop). */
export function createProxyHandlers(dependencies: () => PersonalisationDependencies) {
  return {
    choose: (request: NextRequest) => chooseProxy(dependencies(), request),
    engagement: (request: NextRequest) => engagementProxy(dependencies(), request),
  };
}

/** `POST /api/dy/choose`. */
async function chooseProxy(deps: PersonalisationDependencies, request: NextRequest): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok || !hasField(body.value, 'partialRequestData')) return message(400, BAD_REQUEST);
  const parsed = chooseBodySchema.safeParse(body.value);
  if (!parsed.success) return message(400, BAD_REQUEST);
  try {
    const answer = await choose(deps, parsed.data, visitorOf(request));
    const response = Response.json(answer);
    setCookies(response, answer.cookies);
    return response;
  } catch (error) {
    return message(400, (error as Error).message);
  }
}

/** `POST /api/dy/engagement`. */
async function engagementProxy(deps: PersonalisationDependencies, request: NextRequest): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return message(400, INVALID_JSON);
  if (!hasField(body.value, 'engagement')) return message(400, BAD_REQUEST);
  const parsed = engagementBodySchema.safeParse(body.value);
  if (!parsed.success) return message(400, BAD_REQUEST);
  try {
    const outcome = await engage(deps, parsed.data, visitorOf(request));
    return Response.json({
      message: outcome.sent ? 'Engagement reported' : `Engagement not sent: ${outcome.reason}`,
    });
  } catch (error) {
    return message(400, (error as Error).message);
  }
}
