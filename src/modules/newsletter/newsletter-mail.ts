import type { Payload } from 'payload';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { sectionTranslator } from '@/platform/i18n/translator';
import type { LocaleCode } from '@/platform/locale/locales';
import { enqueueMail } from '@/platform/mail/outbox';
import { textMail } from '@/platform/mail/text-mail';
import { storefrontUrl } from '@/platform/seo/storefront-urls';
import type { IssuedVoucher } from '@/modules/vouchers';
import { inertText } from '@/platform/mail/inert-text';

export interface SubscriberMailData {
  id: string | number;
  email: string;
  firstName?: string | null;
  locale: LocaleCode;
}

/** Links in the mail point at the storefront the shopper signed up in, at its configured address. */
export function newsletterLink(locale: LocaleCode, query: string): string {
  return storefrontUrl(locale, `/newsletter?${query}`, storefrontAddresses());
}

async function mailTexts(subscriber: SubscriberMailData) {
  const { locale } = subscriber;
  const t = await sectionTranslator(locale, 'newsletterMail');
  const greeting = subscriber.firstName
    ? t('greetingName', { firstName: inertText(subscriber.firstName) })
    : t('greeting');
  return { locale, t, greeting };
}

/** The double opt-in mail with its confirmation link; at most one per subscriber and quarter hour. */
export async function queueConfirmationMail(
  payload: Payload,
  subscriber: SubscriberMailData,
  confirmLink: string,
  now: Date,
): Promise<void> {
  const { locale, t, greeting } = await mailTexts(subscriber);
  const lines = [
    greeting,
    '',
    t('confirm.intro'),
    '',
    confirmLink,
    '',
    t('confirm.ignore'),
    '',
    t('signature'),
  ];
  await enqueueMail(payload, textMail(subscriber.email, t('confirm.subject'), lines, locale), {
    dedupeKey: `newsletter-${subscriber.id}-confirm-${Math.floor(now.getTime() / 900_000)}`,
    priority: 'bulk',
  });
}

/** The welcome mail with the 10% voucher and its rules, once per subscription. */
export async function queueVoucherMail(
  payload: Payload,
  subscriber: SubscriberMailData,
  voucher: IssuedVoucher,
  unsubscribe: string,
): Promise<void> {
  const { locale, t, greeting } = await mailTexts(subscriber);
  const validUntil = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(voucher.validUntil),
  );
  const lines = [
    greeting,
    '',
    t('voucher.intro'),
    '',
    t('voucher.code', { code: voucher.code, percent: voucher.percentOff }),
    t('voucher.validUntil', { date: validUntil }),
    '',
    t('voucher.rules'),
    '',
    t('unsubscribe'),
    unsubscribe,
    '',
    t('signature'),
  ];
  await enqueueMail(
    payload,
    textMail(subscriber.email, t('voucher.subject', { percent: voucher.percentOff }), lines, locale),
    { dedupeKey: `newsletter-${subscriber.id}-voucher`, priority: 'bulk' },
  );
}
