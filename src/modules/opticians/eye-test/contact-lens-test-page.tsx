import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor } from '@/platform/seo/page-metadata';
import { ContactLensTestPage } from './ContactLensTestPage';
import { CONTACT_LENS_EYE_TEST_PATH } from './eye-test-item';

interface Props {
  params: Promise<ShopRouteParams>;
}

/** `/kontaktlinsen-test`; `purchase` is the cart's button (the route composes the two modules). */
export const createContactLensTestRoute = (purchase: (context: RequestContext) => Promise<ReactNode>) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'eyeTests' });
    return {
      title: t('page.heading'),
      description: t('page.intro'),
      alternates: alternatesFor(context, CONTACT_LENS_EYE_TEST_PATH),
    };
  },
  async Page({ params }: Props) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    return <ContactLensTestPage context={context} purchase={await purchase(context)} />;
  },
});
