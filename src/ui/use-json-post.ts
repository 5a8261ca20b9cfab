'use client';

import { useState } from 'react';

export interface PostOutcome<Body> {
  ok: boolean;
  status: number;
  body: Body & { message?: string; fields?: Record<string, string> };
}

/**
 * Sends a form to a shop endpoint as JSON and keeps what the answer says about it: the messages per
 * field, the form's message, and whether it is on its way. A network failure counts as status 0.
 */
export function useJsonPost(fallbackMessage: string) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();

  async function post<Body = Record<string, unknown>>(
    path: string,
    data: unknown,
    method = 'POST',
  ): Promise<PostOutcome<Body>> {
    setBusy(true);
    setMessage(undefined);
    try {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const body = (await response.json().catch(() => ({}))) as PostOutcome<Body>['body'];
      setFieldErrors(response.ok ? {} : (body.fields ?? {}));
      if (!response.ok) setMessage(body.message ?? fallbackMessage);
      return { ok: response.ok, status: response.status, body };
    } catch (error) {
      console.warn(`${path} failed`, error);
      setMessage(fallbackMessage);
      return { ok: false, status: 0, body: {} as PostOutcome<Body>['body'] };
    } finally {
      setBusy(false);
    }
  }

  return { post, busy, fieldErrors, message, setMessage };
}
