import type { Payload } from 'payload';
import type { EyeTestVoucher } from '@/payload/payload-types';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { formatDate } from '@/platform/i18n/format';
import { sectionTranslator } from '@/platform/i18n/translator';
import type { LocaleCode } from '@/platform/locale/locales';
import { enqueueMail } from '@/platform/mail/outbox';
import { textMail } from '@/platform/mail/text-mail';
import { storefrontUrl } from '@/platform/seo/storefront-urls';

/** The codes of an order's contact-lens eye tests, once per order, in the order's language. */
export async function queueEyeTestVoucherMail(
  payload: Payload,
  order: { orderNumber: string; email: string; locale: LocaleCode; firstName: string },
  vouchers: readonly EyeTestVoucher[],
): Promise<void> {
  if (vouchers.length === 0) return;
  const t = await sectionTranslator(order.locale, 'eyeTests');
  const lines = [
    t('mail.greeting', { firstName: order.firstName }),
    '',
    t('mail.intro', { count: vouchers.length, orderNumber: order.orderNumber }),
    '',
    ...vouchers.map(
      (voucher) =>
        `    ${voucher.code}  (${t('mail.validUntil', { date: formatDate(voucher.validUntil, order.locale) })})`,
    ),
    '',
    t('mail.included'),
    t('mail.howTo'),
    storefrontUrl(order.locale, '/partneroptiker', storefrontAddresses()),
    '',
    t('mail.interval'),
    '',
    t('mail.signature'),
  ];
  await enqueueMail(
    payload,
    textMail(order.email, t('mail.subject', { count: vouchers.length }), lines, order.locale),
    { dedupeKey: `order-${order.orderNumber}-eye-test-vouchers` },
  );
}
