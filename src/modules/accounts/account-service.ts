import { createLocalReq, logoutOperation } from 'payload';
import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { customerOwnerKey } from './shopper';
import type { LocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import { rateLimiterOnFirstUse } from '@/platform/shared-store/rate-limiter';
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from './account-constants';
import type { LoginInput, RegistrationInput } from './account-input';
import { accountLink, queueAccountMail } from './account-mail';
import { recentResetLinkStands } from './reset-link';
import { hashForNobody, withPasswordHashing } from './password-hashing';

export type AccountRefusal = 'invalidCredentials' | 'locked' | 'unverified' | 'invalidToken';

export class AccountError extends Error {
  constructor(readonly reason: AccountRefusal) {
    super(reason);
  }
}

interface Where {
  locale: LocaleCode;
  now: Date;
}

/**
 * Failed logins per address, known or not: after as many failures as lock an account, an unknown address
 * is refused the same way, so the answers never tell whether an address has an account. Counted in Redis,
 * across instances, with REDIS_URL.
 */
const failedLogins = rateLimiterOnFirstUse({
  keyPrefix: 'failed-logins',
  points: MAX_LOGIN_ATTEMPTS,
  duration: LOCK_TIME_MS / 1000,
});

async function customerByEmail(email: string) {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  });
  return docs[0] as (Customer & { _verificationToken?: string | null; _verified?: boolean }) | undefined;
}

const mailTarget = (customer: Customer) => ({
  id: customer.id,
  email: customer.email,
  firstName: customer.firstName,
  locale: customer.locale,
});

async function sendVerification(customer: Customer & { _verificationToken?: string | null }, where: Where) {
  if (!customer._verificationToken) return;
  const payload = await payloadClient();
  const link = accountLink(
    customer.locale,
    `/account/verify?token=${encodeURIComponent(customer._verificationToken)}`,
  );
  await queueAccountMail(payload, 'verify', mailTarget(customer), link, where.now);
}

/**
 * Registers an account that can log in once its address is confirmed by the mailed link. An address that
 * already has an account gets a mail saying so instead, and the caller the same answer.
 */
export async function register(input: RegistrationInput, where: Where): Promise<void> {
  const payload = await payloadClient();
  const existing = await customerByEmail(input.email);
  if (existing) {
    await hashForNobody(input.password);
    const link = accountLink(existing.locale, '/account/forgot-password');
    await queueAccountMail(payload, 'alreadyRegistered', mailTarget(existing), link, where.now);
    return;
  }
  try {
    await withPasswordHashing(() =>
      payload.create({
        collection: 'customers',
        data: { ...input, locale: where.locale },
        disableVerificationEmail: true,
      }),
    );
  } catch (error) {
    // two registrations of one address at once: the other one made the account
    if (!(await customerByEmail(input.email))) throw error;
    return;
  }
  const created = await customerByEmail(input.email);
  if (created) await sendVerification(created, where);
}

/** Confirms the address of the link's account; false when the link is unknown or used. */
export async function verifyEmail(token: string): Promise<boolean> {
  const payload = await payloadClient();
  try {
    return await payload.verifyEmail({ collection: 'customers', token });
  } catch {
    return false;
  }
}

/**
 * What a login does with what the visitor collected before it, by name: each listener moves the visitor's
 * items to the customer (the basket, the wishlist) and says how many it moved. Composed in the route.
 */
export type AfterLogin = Record<string, (visitorKey: string, customerKey: string) => Promise<number>>;

export interface LoggedIn {
  token: string;
  customer: Customer;
  joined: Record<string, number>;
}

const noneJoined = (afterLogin: AfterLogin) =>
  Object.fromEntries(Object.keys(afterLogin).map((name) => [name, 0]));

/** Moves what the visitor collected before logging in into the account. */
async function joinVisitor(visitorKey: string | undefined, customer: Customer, afterLogin: AfterLogin) {
  if (!visitorKey) return noneJoined(afterLogin);
  const ownerKey = customerOwnerKey(customer.id);
  try {
    const joined: Record<string, number> = {};
    for (const [name, join] of Object.entries(afterLogin)) joined[name] = await join(visitorKey, ownerKey);
    return joined;
  } catch (error) {
    // the login stands; the visitor's items stay with the visitor id and join at the next login
    logger.warn({ err: (error as Error).message }, 'could not join the visitor cart and wishlist');
    return noneJoined(afterLogin);
  }
}

/** Counts a failed login; the failure that reaches the limit locks, for known and unknown addresses alike. */
async function refusedAfterFailure(email: string): Promise<AccountError> {
  try {
    const counted = await failedLogins().consume(email);
    return new AccountError(counted.consumedPoints >= MAX_LOGIN_ATTEMPTS ? 'locked' : 'invalidCredentials');
  } catch {
    return new AccountError('locked');
  }
}

/** Logs in; a locked account and an address with too many failures get the same refusal. */
export async function login(
  input: LoginInput,
  visitorKey: string | undefined,
  where: Where,
  afterLogin: AfterLogin = {},
): Promise<LoggedIn> {
  const failures = await failedLogins().get(input.email);
  if (failures && failures.consumedPoints >= MAX_LOGIN_ATTEMPTS) throw new AccountError('locked');
  const payload = await payloadClient();
  try {
    const { token, user } = await withPasswordHashing(() =>
      payload.login({ collection: 'customers', data: input }),
    );
    if (!token || !user) throw new AccountError('invalidCredentials');
    await failedLogins().delete(input.email);
    return { token, customer: user, joined: await joinVisitor(visitorKey, user, afterLogin) };
  } catch (error) {
    // Payload's error classes are not the ones this bundle imports: they are told apart by status.
    const status = (error as { status?: number }).status;
    if (status === 403) {
      // the password was right: a new confirmation link helps whoever lost the first
      const customer = await customerByEmail(input.email);
      if (customer) await sendVerification(customer, where);
      throw new AccountError('unverified');
    }
    if (status === 401) {
      const customer = await customerByEmail(input.email);
      const locked = Boolean(customer?.lockUntil && new Date(customer.lockUntil).getTime() > Date.now());
      // Payload refuses an unknown or locked address before hashing: hashing here takes the time it saved
      if (!customer || locked) await hashForNobody(input.password);
      if (locked) throw new AccountError('locked');
      throw await refusedAfterFailure(input.email);
    }
    throw error;
  }
}

/** Ends this browser's session of the customer (the login cookie is dropped by the caller). */
export async function logout(customer: Customer): Promise<void> {
  const payload = await payloadClient();
  const req = await createLocalReq({ user: { ...customer, collection: 'customers' } as never }, payload);
  await logoutOperation({ collection: payload.collections.customers, req } as never);
}

/**
 * Mails a reset link when the address has an account; the caller answers the same either way. A new token
 * is issued only with its mail: while the link mailed last is recent, a repeated request leaves it valid.
 */
export async function requestPasswordReset(email: string, where: Omit<Where, 'locale'>): Promise<void> {
  const known = await customerByEmail(email);
  if (!known || recentResetLinkStands(known, where.now)) return;
  const payload = await payloadClient();
  const token = await payload.forgotPassword({
    collection: 'customers',
    data: { email },
    disableEmail: true,
  });
  if (!token) return;
  const link = accountLink(
    known.locale,
    `/account/reset-password?token=${encodeURIComponent(String(token))}`,
  );
  await queueAccountMail(payload, 'reset', mailTarget(known), link, where.now);
}

/**
 * Sets the new password of the link's account and logs it in. The link came by mail, which also confirms
 * the address; the lock after failed logins ends.
 */
export async function resetPassword(
  token: string,
  password: string,
  visitorKey: string | undefined,
  afterLogin: AfterLogin = {},
): Promise<LoggedIn> {
  const payload = await payloadClient();
  let result;
  try {
    result = await withPasswordHashing(() =>
      payload.resetPassword({
        collection: 'customers',
        data: { token, password },
        overrideAccess: true,
      }),
    );
  } catch (error) {
    if ((error as { status?: number }).status === undefined) throw error;
    throw new AccountError('invalidToken');
  }
  const customer = result.user as unknown as Customer;
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { _verified: true } as never,
    overrideAccess: true,
  });
  await failedLogins().delete(customer.email);
  const { token: sessionToken, user } = await withPasswordHashing(() =>
    payload.login({ collection: 'customers', data: { email: customer.email, password } }),
  );
  if (!sessionToken || !user) throw new AccountError('invalidToken');
  return { token: sessionToken, customer: user, joined: await joinVisitor(visitorKey, user, afterLogin) };
}
