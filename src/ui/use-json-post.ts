'use client';

import { useState } from 'react';
import { jsonCall, type JsonAnswer } from './json-call';

export type PostOutcome<Body> = JsonAnswer<Body>;

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
      const outcome = await jsonCall<Body>(path, { method, data });
      setFieldErrors(outcome.ok ? {} : (outcome.body.fields ?? {}));
      if (!outcome.ok) setMessage(outcome.body.message ?? fallbackMessage);
      return outcome;
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
