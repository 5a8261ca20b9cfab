import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPageView, HOME_PAGE_SLUG, contentPageMetadata, contentPageOf } from '@/modules/content';
import { StorefrontRecommendations } from '@/modules/personalisation';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor } from '@/platform/seo/page-metadata';
import { contentExtensions } from './content-extensions';

interface Props {
  params: Promise<ShopRouteParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await shopContext(await params);
  const page = await contentPageOf(context, HOME_PAGE_SLUG);
  if (page) return contentPageMetadata(context, page);
  const t = await getTranslations({ locale: context.locale, namespace: 'home' });
  return { title: { absolute: t('metaTitle') }, alternates: alternatesFor(context, '/') };
}

/**
 * The storefront's home page: the page editors compose under the address `home` (hero, promises, categories,
 * products, …), then the personalised recommendations. Until there is one, a plain welcome.
 */
export default async function HomePage({ params }: Props) {
  const context = await shopContext(await params);
  setRequestLocale(context.locale);
  const page = await contentPageOf(context, HOME_PAGE_SLUG);
  const t = await getTranslations('home');
  return (
    <>
      {page ? (
        <ContentPageView page={page} context={context} extensions={contentExtensions} />
      ) : (
        <section className="mx-auto max-w-6xl px-4 py-10">
          <h1 className="mb-3 text-4xl font-bold">{t('title')}</h1>
          <p className="max-w-2xl text-lg">{t('intro')}</p>
        </section>
      )}
      <div className="mx-auto max-w-6xl px-4">
        <StorefrontRecommendations context={context} />
      </div>
    </>
  );
}
