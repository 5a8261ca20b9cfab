import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { jsonBodyOf } from './json-body';
import { privateJson } from './private-json';

/** The one error shape of a /data endpoint: a sentence for the visitor and, for bad input, one per field. */
interface DataRefusal {
  message: string;
  fields?: Record<string, string>;
}

export interface BodyRefusal {
  locale: string;
  /** The sentence above the form, already in the reader's language. */
  message: string;
  /** Each field's text for the problems zod found, already translated. */
  fieldsOf: (error: z.ZodError) => Record<string, string> | Promise<Record<string, string>>;
}

export type ValidatedBody<T> = { data: T; refusal?: undefined } | { data?: undefined; refusal: NextResponse };

/** The fields zod found at fault that have a text of their own (by their first path part), with it. */
export function fieldsAtFault(error: z.ZodError, texts: Record<string, string>): Record<string, string> {
  const atFault = new Set(error.issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(texts).filter(([field]) => atFault.has(field)));
}

/**
 * A request's JSON body checked against the endpoint's schema, or the 400 answer `{message, fields}` that
 * refuses it (private, in the reader's language). A body that is no JSON is checked as `undefined`. Takes
 * schemas of zod's classic and mini builds alike (ADR 0013).
 */
export async function validatedBody<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
  refusal: BodyRefusal,
): Promise<ValidatedBody<z.output<Schema>>> {
  const result = z.safeParse(schema, await jsonBodyOf(request));
  if (result.success) return { data: result.data };
  const body: DataRefusal = { message: refusal.message, fields: await refusal.fieldsOf(result.error) };
  return { refusal: privateJson(body, 400, refusal.locale) };
}
