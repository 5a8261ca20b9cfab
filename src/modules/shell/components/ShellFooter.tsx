import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/modules/consent';
import type { RequestContext } from '@/platform/context/request-context';
import { serverConfig } from '@/platform/config/server-config';
import { getFooterContent } from '../data/navigation';
import { fragmentClient } from '../fragments/fragments';
import { FooterView } from './FooterView';

/** The footer: the configured footer service's snippet (a failure fails the page), or the shop's own. */
export async function ShellFooter({ context }: { context: RequestContext }) {
  if (serverConfig().footerService) {
    const html = await fragmentClient()!.footer({
      locale: context.locale,
      channel: context.channel,
      application: context.application,
    });
    return <div data-fragment="footer" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const [t, content] = await Promise.all([getTranslations('shell'), getFooterContent(context.locale)]);
  return (
    <FooterView
      t={t}
      locale={context.locale}
      content={content}
      year={new Date().getFullYear()}
      consentSettings={<ConsentSettingsButton />}
    />
  );
}
