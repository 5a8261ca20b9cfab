import type { Payload } from 'payload';
import { serverConfig } from '@/platform/config/server-config';
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

/** A link into the storefront the customer uses, through the host they used. */
export function accountLink(locale: LocaleCode, pathAndQuery: string, host: string): string {
  return storefrontUrl(locale, pathAndQuery, host, serverConfig().countries.domains);
}

/**
 * Queues one of the account mails (in the customer's language); at most one of a kind per customer and
 * quarter hour, so repeated requests do not flood a mailbox.
 */
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
    dedupeKey: `account-${target.id}-${kind}-${Math.floor(now.getTime() / 900_000)}`,
    priority: 'urgent',
  });
}
