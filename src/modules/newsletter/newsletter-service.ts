import type { Payload } from 'payload';
import { issueNewsletterVoucher } from '@/modules/vouchers';
import { payloadClient } from '@/payload/client';
import { payloadSecret } from '@/payload/secret';
import { serverConfig } from '@/platform/config/server-config';
import type { RequestContext } from '@/platform/context/request-context';
import { logger } from '@/platform/logging/logger';
import { CONFIRM_LINK_HOURS, CONSENT_TEXT_VERSION } from './newsletter-constants';
import type { SignUpInput } from './newsletter-input';
import {
  newsletterLink,
  queueConfirmationMail,
  queueVoucherMail,
  type SubscriberMailData,
} from './newsletter-mail';
import { signToken, verifyToken } from './newsletter-tokens';

/** What the shopper sees next: the "check your mail" page (double opt-in) or the success page. */
export type SignUpNext = 'confirm' | 'success';

const HOUR_MS = 3_600_000;
const keyOf = (country: string, email: string) => `${country}|${email.toLowerCase()}`;

async function confirmSubscription(
  payload: Payload,
  subscription: SubscriberMailData & { confirmedAt?: string | null },
  now: Date,
): Promise<void> {
  await payload.update({
    collection: 'newsletter-subscriptions',
    id: subscription.id,
    data: {
      status: 'confirmed',
      confirmedAt: subscription.confirmedAt ?? now.toISOString(),
      unsubscribedAt: null,
    },
  });
  const voucher = await issueNewsletterVoucher(payload, {
    email: subscription.email,
    subscriptionId: subscription.id,
    now,
  });
  const unsubscribe = newsletterLink(
    subscription.locale,
    `unsubscribe=${signToken(payloadSecret(), subscription.id, 'unsubscribe')}`,
  );
  await queueVoucherMail(payload, subscription, voucher, unsubscribe);
}

/**
 * Signs an address up for the storefront's newsletter. The answer does not depend on whether the address
 * was subscribed before (nothing is revealed, nothing duplicated): a confirmed subscriber gets no new mail.
 */
export async function signUp(
  input: SignUpInput,
  context: RequestContext,
  now = new Date(),
): Promise<SignUpNext> {
  const payload = await payloadClient();
  const doubleOptIn = serverConfig().countries.countries[context.country].newsletter.doubleOptIn;
  const key = keyOf(context.country, input.email);
  const { docs } = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
  });
  const existing = docs[0];
  const next: SignUpNext = doubleOptIn ? 'confirm' : 'success';
  if (existing?.status === 'confirmed') return next;
  // An address that unsubscribed is only subscribed again by its owner's confirmation, in every market;
  // the answer stays the market's, so it does not tell that the address was subscribed before.
  const confirmationAsked = doubleOptIn || existing?.status === 'unsubscribed';

  const data = {
    key,
    email: input.email,
    country: context.country,
    locale: context.locale,
    salutation: input.salutation,
    firstName: input.firstName || undefined,
    postalCode: input.postalCode || undefined,
    category: input.category,
    status: 'pending' as const,
    consent: {
      givenAt: now.toISOString(),
      source: input.source,
      textVersion: CONSENT_TEXT_VERSION,
      doubleOptIn: confirmationAsked,
    },
  };
  const subscription = existing
    ? await payload.update({ collection: 'newsletter-subscriptions', id: existing.id, data })
    : await payload.create({ collection: 'newsletter-subscriptions', data });
  logger.info(
    { subscription: subscription.id, country: context.country, doubleOptIn: confirmationAsked },
    'newsletter sign-up',
  );

  if (!confirmationAsked) {
    await confirmSubscription(payload, subscription, now);
    return next;
  }
  const expires = new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS);
  await queueConfirmationMail(
    payload,
    subscription,
    newsletterLink(
      context.locale,
      `confirm=${signToken(payloadSecret(), subscription.id, 'confirm', expires)}`,
    ),
    now,
  );
  return next;
}

export type LinkOutcome = 'done' | 'expired' | 'invalid';

async function subscriptionOfToken(token: string, purpose: 'confirm' | 'unsubscribe', now: Date) {
  const check = verifyToken(payloadSecret(), token, purpose, now);
  if (!check.valid) return { outcome: check.reason };
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'newsletter-subscriptions',
    where: { id: { equals: check.subscriptionId } },
    limit: 1,
    depth: 0,
  });
  return docs[0] ? { payload, subscription: docs[0] } : { outcome: 'invalid' as const };
}

/** Whether a confirmation link's token is one the shop signed and still valid, without using it. */
export function confirmationLinkState(token: string, now = new Date()): LinkOutcome {
  const check = verifyToken(payloadSecret(), token, 'confirm', now);
  return check.valid ? 'done' : check.reason;
}

/** The confirmation (the button of the link's page): confirms (again harmlessly), issues the voucher and mails it once. */
export async function confirmByLink(token: string, now = new Date()): Promise<LinkOutcome> {
  const found = await subscriptionOfToken(token, 'confirm', now);
  if (!('subscription' in found) || !found.subscription) return found.outcome ?? 'invalid';
  await confirmSubscription(found.payload, found.subscription, now);
  return 'done';
}

export async function unsubscribeByLink(token: string, now = new Date()): Promise<LinkOutcome> {
  const found = await subscriptionOfToken(token, 'unsubscribe', now);
  if (!('subscription' in found) || !found.subscription) return found.outcome ?? 'invalid';
  if (found.subscription.status !== 'unsubscribed') {
    await found.payload.update({
      collection: 'newsletter-subscriptions',
      id: found.subscription.id,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
    });
  }
  return 'done';
}
