import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor } from '@/platform/seo/page-metadata';
import { confirmationLinkState } from './newsletter-service';
import { NewsletterPage } from './NewsletterPage';

interface Props {
  params: Promise<ShopRouteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `/newsletter` (`?confirm=` the double opt-in link, `?unsubscribe=` the unsubscribe link). */
export const newsletterRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'newsletter' });
    return {
      title: t('heading'),
      description: t('description'),
      alternates: alternatesFor(context, '/newsletter'),
    };
  },
  async Page({ params, searchParams }: Props) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    const query = await searchParams;
    const confirmToken = single(query.confirm);
    // Opening the link confirms nothing (mail scanners open it): a valid link shows the button that does.
    const linkState = confirmToken ? confirmationLinkState(confirmToken) : undefined;
    return (
      <NewsletterPage
        context={context}
        confirmToken={linkState === 'done' ? confirmToken : undefined}
        linkProblem={linkState === 'done' ? undefined : linkState}
        unsubscribeToken={single(query.unsubscribe)}
      />
    );
  },
};
