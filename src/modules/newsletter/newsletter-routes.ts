import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { clientAddressOf } from '@/platform/http/client-address';
import { jsonBodyOf } from '@/platform/http/json-body';
import { logger } from '@/platform/logging/logger';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { validatedBody } from '@/platform/http/validated-body';
import { requestLimit, secondsToWait } from '@/platform/shared-store/request-limit';
import { signUpSchema } from './newsletter-input';
import { confirmByLink, signUp, unsubscribeByLink, type LinkOutcome } from './newsletter-service';

/** Sign-ups per client address and per e-mail address in ten minutes (across instances with REDIS_URL). */
const byClient = requestLimit({ keyPrefix: 'newsletter-client', points: 20, duration: 600 });
const byEmail = requestLimit({ keyPrefix: 'newsletter-email', points: 3, duration: 600 });

/** The button behind a mail's link: its token in, the outcome out; 400 without a token, 503 unreachable. */
async function linkAction(
  request: NextRequest,
  name: string,
  action: (token: string) => Promise<LinkOutcome>,
) {
  const context = dataRequestContext(request);
  const t = await getTranslations({ locale: context.locale, namespace: 'newsletter' });
  const body = (await jsonBodyOf(request)) as { token?: unknown } | undefined;
  if (typeof body?.token !== 'string') return Response.json({ message: t('failed') }, { status: 400 });
  try {
    return Response.json({ outcome: await action(body.token) });
  } catch (error) {
    logger.warn({ err: (error as Error).message }, `newsletter ${name} failed`);
    return Response.json({ message: t('failed') }, { status: 503 });
  }
}

/** The newsletter endpoints under /data/newsletter (README). */
export const newsletterRoutes = {
  /**
   * POST /data/newsletter {email, salutation?, firstName?, postalCode?, category?, source?} → {next}:
   * "confirm" (double opt-in market) or "success". 400 {message, fields} for the e-mail; anything else
   * that goes wrong (rate limit included) is the spec's generic message.
   */
  async signUp(request: NextRequest) {
    const context = dataRequestContext(request);
    const t = await getTranslations({ locale: context.locale, namespace: 'newsletter' });
    const parsed = await validatedBody(request, signUpSchema, {
      locale: context.locale,
      message: t('fillIn'),
      fieldsOf: () => ({ email: t('fillIn') }),
    });
    if (parsed.refusal) return parsed.refusal;
    const seconds = await secondsToWait(
      [byClient, clientAddressOf(request)],
      [byEmail, parsed.data.email.toLowerCase()],
    );
    if (seconds > 0) return tooManyRequests(seconds, context.locale, t('failed'));
    try {
      return Response.json({ next: await signUp(parsed.data, context) });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'newsletter sign-up failed');
      return Response.json({ message: t('failed') }, { status: 503 });
    }
  },

  /** POST /data/newsletter/confirm {token} → {outcome: done | expired | invalid}: the double opt-in. */
  confirm: (request: NextRequest) => linkAction(request, 'confirmation', (token) => confirmByLink(token)),

  /** POST /data/newsletter/unsubscribe {token} → {outcome: done | expired | invalid} */
  unsubscribe: (request: NextRequest) =>
    linkAction(request, 'unsubscribe', (token) => unsubscribeByLink(token)),
};
