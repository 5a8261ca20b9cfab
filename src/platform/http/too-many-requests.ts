import type { NextResponse } from 'next/server';
import { sectionTranslator } from '../i18n/translator';
import type { LocaleCode } from '../locale/locales';
import { privateJson } from './private-json';

/**
 * A rate limit's refusal: 429 {message} in the reader's language, with when to try again (Retry-After). The
 * message says in how many minutes, unless the endpoint has its own.
 */
export async function tooManyRequests(
  seconds: number,
  locale: LocaleCode,
  ownMessage?: string,
): Promise<NextResponse> {
  const t = await sectionTranslator(locale, 'errors');
  const message = ownMessage ?? t('tooManyRequests', { minutes: Math.ceil(seconds / 60) });
  const response = privateJson({ message }, 429, locale);
  response.headers.set('retry-after', String(seconds));
  return response;
}
