import { clientAddressOf } from '@/platform/http/client-address';
import { dataEndpoint, type DataHandler } from '@/platform/http/data-endpoint';
import { jsonBodyOf } from '@/platform/http/json-body';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { requestLimit, secondsToWait } from '@/platform/shared-store/request-limit';
import { signUpSchema } from './newsletter-input';
import { confirmByLink, signUp, unsubscribeByLink, type LinkOutcome } from './newsletter-service';

/** Sign-ups per client address and per e-mail address in ten minutes (across instances with REDIS_URL). */
const byClient = requestLimit({ keyPrefix: 'newsletter-client', points: 20, duration: 600 });
const byEmail = requestLimit({ keyPrefix: 'newsletter-email', points: 3, duration: 600 });

/** Anything that goes wrong is the spec's generic message. */
const newsletterEndpoint = (failure: string, handle: DataHandler) =>
  dataEndpoint({ section: 'newsletter', unavailable: 'failed', failure }, handle);

/** The button behind a mail's link: its token in, the outcome out; 400 without a token, 503 unreachable. */
const linkAction = (name: string, action: (token: string) => Promise<LinkOutcome>) =>
  newsletterEndpoint(`newsletter ${name} failed`, async (call) => {
    const body = (await jsonBodyOf(call.request)) as { token?: unknown } | undefined;
    if (typeof body?.token !== 'string') return call.refuse(400, 'failed');
    return call.answer({ outcome: await action(body.token) });
  });

/** The newsletter endpoints under /data/newsletter (README). */
export const newsletterHandlers = {
  /**
   * POST /data/newsletter {email, salutation?, firstName?, postalCode?, category?, source?} → {next}:
   * "confirm" (double opt-in market) or "success". 400 {message, fields} for the e-mail; anything else
   * that goes wrong (rate limit included) is the spec's generic message.
   */
  signUp: newsletterEndpoint('newsletter sign-up failed', async (call) => {
    const { data, refusal } = await call.body(signUpSchema, {
      message: call.t('fillIn'),
      fieldsOf: () => ({ email: call.t('fillIn') }),
    });
    if (refusal) return refusal;
    const seconds = await secondsToWait(
      [byClient, clientAddressOf(call.request)],
      [byEmail, data.email.toLowerCase()],
    );
    if (seconds > 0) return tooManyRequests(seconds, call.context.locale, call.t('failed'));
    return call.answer({ next: await signUp(data, call.context) });
  }),

  /** POST /data/newsletter/confirm {token} → {outcome: done | expired | invalid}: the double opt-in. */
  confirm: linkAction('confirmation', (token) => confirmByLink(token)),

  /** POST /data/newsletter/unsubscribe {token} → {outcome: done | expired | invalid} */
  unsubscribe: linkAction('unsubscribe', (token) => unsubscribeByLink(token)),
};
