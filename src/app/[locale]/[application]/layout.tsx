import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CartProvider } from '@/modules/cart';
import { ConsentBanner, ConsentDecidedMark, TagManager } from '@/modules/consent';
import { FloatingNewsletterButton } from '@/modules/newsletter';
import { expectedTopBanners, TopBanner } from '@/modules/personalisation';
import { HydrationMark, ShellFooter, ShellHeader, SkipLink, TopBannerSlot } from '@/modules/shell';
import { ClientMonitoring, clientMonitoringSettings } from '@/modules/monitoring';
import { ComponentTracker, NavigationTracker, TrackingDebug } from '@/modules/tracking';
import { WishlistProvider } from '@/modules/wishlist';
import { serverConfig } from '@/platform/config/server-config';
import { publicPath, shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { loadMessages } from '@/platform/i18n/messages';
import { Locale } from '@/platform/locale/locale';
import { LazyImageStates } from '@/ui/LazyImageStates';
import '../../globals.css';

/** Sections the browser needs for the shell's interactive parts. */
const CLIENT_SECTIONS = [
  'shell',
  'consent',
  'pageError',
  'banner',
  'search',
  'reviews',
  'newsletter',
  'wishlist',
  'cart',
];

interface Props {
  children: ReactNode;
  params: Promise<ShopRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await shopContext(await params);
  const t = await getTranslations({ locale: context.locale, namespace: 'shell' });
  const verification = serverConfig().countries.countries[context.country].verificationMeta;
  return {
    title: { default: t('siteTitle'), template: `%s | ${t('siteTitle')}` },
    description: t('siteDescription'),
    other: Object.fromEntries(verification.map((meta) => [meta.name, meta.content])),
  };
}

export default async function ShopLayout({ children, params }: Props) {
  const context = await shopContext(await params);
  setRequestLocale(context.locale);
  const t = await getTranslations('shell');
  const messages = await loadMessages(context.locale, CLIENT_SECTIONS);
  const config = serverConfig();
  const expectedBanners = await expectedTopBanners(context.locale, context.country, await publicPath());

  return (
    <html lang={Locale.parse(context.locale).toHtmlLang()}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <ConsentDecidedMark />
        <NextIntlClientProvider locale={context.locale} messages={messages}>
          <WishlistProvider>
            <CartProvider>
              <SkipLink t={t} />
              <TopBannerSlot>
                <TopBanner expected={expectedBanners} />
              </TopBannerSlot>
              <ShellHeader context={context} />
              <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
                {children}
              </main>
              <ShellFooter context={context} />
            </CartProvider>
          </WishlistProvider>
          <FloatingNewsletterButton context={context} />
          <ConsentBanner />
          <TagManager
            containerId={config.countries.countries[context.country].tagManager.id}
            scriptUrl={config.tagManagerUrl}
          />
          <ClientMonitoring settings={clientMonitoringSettings(config, context.country)} />
          <NavigationTracker />
          <ComponentTracker />
          <TrackingDebug />
          <LazyImageStates />
          <HydrationMark />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
