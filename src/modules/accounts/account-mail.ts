import { createHash } from 'node:crypto';
import type { Payload } from 'payload';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { sectionTranslator } from '@/platform/i18n/translator';
import type { LocaleCode } from '@/platform/locale/locales';
import { enqueueMail } from '@/platform/mail/outbox';
import { textMail } from '@/platform/mail/text-mail';
import { storefrontUrl } from '@/platform/seo/storefront-urls';
import { inertText } from '@/platform/mail/inert-text';

export interface AccountMailTarget {
  id: string | number;
  email: string;
  firstName?: string | null;
  locale: LocaleCode;
}

type AccountMailKind = 'verify' | 'alreadyRegistered' | 'reset';

/** A link into the customer's storefront, at its configured address. */
export function accountLink(locale: LocaleCode, pathAndQuery: string): string {
  return storefrontUrl(locale, pathAndQuery, storefrontAddresses());
}

/**
 * Each reset link is mailed (its token is issued only to be mailed, at most once a quarter hour); the
 * other account mails go out at most once of a kind per customer and quarter hour, so repeated requests
 * do not flood a mailbox.
 */
const dedupeKeyOf = (kind: AccountMailKind, target: AccountMailTarget, link: string, now: Date) =>
  kind === 'reset'
    ? `account-${target.id}-reset-${createHash('sha256').update(link).digest('hex').slice(0, 16)}`
    : `account-${target.id}-${kind}-${Math.floor(now.getTime() / 900_000)}`;

/** Queues one of the account mails, in the customer's language. */
export async function queueAccountMail(
  payload: Payload,
  kind: AccountMailKind,
  target: AccountMailTarget,
  link: string,
  now: Date,
): Promise<void> {
  const t = await sectionTranslator(target.locale, 'accountMail');
  const greeting = target.firstName
    ? t('greetingName', { firstName: inertText(target.firstName) })
    : t('greeting');
  const lines = [greeting, '', t(`${kind}.intro`), '', link, '', t(`${kind}.ignore`), '', t('signature')];
  await enqueueMail(payload, textMail(target.email, t(`${kind}.subject`), lines, target.locale), {
    dedupeKey: dedupeKeyOf(kind, target, link, now),
    priority: 'urgent',
  });
}
