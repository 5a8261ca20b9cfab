export interface VisitorCookie {
  name: string;
  value: string;
}

/** The Cookie header of the visitor's cookies that the allow-list names; none when it names none of them. */
export function allowedCookieHeader(
  cookies: readonly VisitorCookie[] | undefined,
  allowed: readonly string[],
): string | undefined {
  const kept = (cookies ?? []).filter((cookie) => allowed.includes(cookie.name));
  return kept.length > 0 ? kept.map(({ name, value }) => `${name}=${value}`).join('; ') : undefined;
}
