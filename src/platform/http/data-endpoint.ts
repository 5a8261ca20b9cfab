import type { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { dataRequestContext } from '../context/data-request-context';
import type { RequestContext } from '../context/request-context';
import { sectionTranslator, type Translate } from '../i18n/translator';
import { logger } from '../logging/logger';
import { privateJson } from './private-json';
import { validatedBody, type BodyRefusal, type ValidatedBody } from './validated-body';

/** One request to a `/data` endpoint, as its handler sees it. */
export interface DataCall {
  request: NextRequest;
  context: RequestContext;
  /** The endpoint's message section in the reader's language. */
  t: Translate;
  now: Date;
  /** A JSON answer about this visitor: private, in the reader's language. */
  answer: (body: unknown, status?: number) => NextResponse;
  /** The refusal `{message}` with one of the section's messages. */
  refuse: (status: number, key: string, values?: Record<string, string | number>) => NextResponse;
  /** The JSON body checked against the schema, or the 400 `{message, fields}` refusing it. */
  body: <Schema extends z.core.$ZodType>(
    schema: Schema,
    refusal: Omit<BodyRefusal, 'locale'>,
  ) => Promise<ValidatedBody<z.output<Schema>>>;
}

/** What a `/data` endpoint does with a request: its answer, or a thrown error `refusalOf` answers. */
export type DataHandler<Params = unknown> = (call: DataCall, params: Params) => Promise<NextResponse>;

interface DataEndpoint {
  /** The message section of the endpoint's texts. */
  section: string;
  /** The section's message of the 503 answer when something unforeseen fails. */
  unavailable: string;
  /** The log line of such a failure. */
  failure: string;
  /** The answer to the module's own errors (its error classes mapped to status and message). */
  refusalOf?: (
    error: unknown,
    call: DataCall,
  ) => NextResponse | undefined | Promise<NextResponse | undefined>;
}

/**
 * A `/data` endpoint: resolves the request context and the translator, runs the handler and answers what
 * it throws: the module's errors as `refusalOf` maps them, anything else 503 `{message}`, logged. Every answer
 * is private and in the reader's language.
 */
export function dataEndpoint<Params = unknown>(
  endpoint: DataEndpoint,
  handle: DataHandler<Params>,
): (request: NextRequest, params: Params) => Promise<NextResponse> {
  return async (request, params) => {
    const context = dataRequestContext(request);
    const t = await sectionTranslator(context.locale, endpoint.section);
    const answer = (body: unknown, status = 200) => privateJson(body, status, context.locale);
    const call: DataCall = {
      request,
      context,
      t,
      now: new Date(),
      answer,
      refuse: (status, key, values) => answer({ message: t(key, values) }, status),
      body: (schema, refusal) => validatedBody(request, schema, { ...refusal, locale: context.locale }),
    };
    try {
      return await handle(call, params);
    } catch (error) {
      const refusal = await endpoint.refusalOf?.(error, call);
      if (refusal) return refusal;
      logger.warn({ err: (error as Error).message, path: request.nextUrl.pathname }, endpoint.failure);
      return call.refuse(503, endpoint.unavailable);
    }
  };
}
