import { NextIntlClientProvider } from 'next-intl';
import { SupportChat } from './SupportChat';
import type { SupportChatBlock } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { featureEnabled } from '@/modules/flags';
import { loadMessages } from '@/platform/i18n/messages';

/** The chat's texts go only to the pages that show it; none where the `support-chat` flag is off. */
export async function SupportChatBlockView({
  block,
  context,
}: {
  block: SupportChatBlock;
  context: RequestContext;
}) {
  if (!(await featureEnabled('support-chat', context))) return null;
  return (
    <NextIntlClientProvider
      locale={context.locale}
      messages={await loadMessages(context.locale, ['support'])}
    >
      <SupportChat heading={block.heading} intro={block.intro} />
    </NextIntlClientProvider>
  );
}
