import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { SupportChat } from './SupportChat';
import type { SupportChatBlock } from '@/payload/payload-types';
import { loadMessages } from '@/platform/i18n/messages';
import type { LocaleCode } from '@/platform/locale/locales';

/** The chat's texts go only to the pages that show it. */
export async function SupportChatBlockView({ block }: { block: SupportChatBlock }) {
  const locale = (await getLocale()) as LocaleCode;
  return (
    <NextIntlClientProvider locale={locale} messages={await loadMessages(locale, ['support'])}>
      <SupportChat heading={block.heading} intro={block.intro} />
    </NextIntlClientProvider>
  );
}
