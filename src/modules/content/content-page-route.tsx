import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor } from '@/platform/seo/page-metadata';
import { ContentBlocks } from './ContentBlocks';
import { draftPage, publishedPage } from './page-store';
import { contentPagePath, isPageSlug } from './page-slug';

interface Props {
  params: Promise<ShopRouteParams & { rest?: string[] }>;
}

/** The page of the address: the newest draft in preview mode (staff only), else the published one. */
async function pageOf(context: RequestContext, rest: string[] | undefined) {
  const slug = (rest ?? []).map((part) => decodeURIComponent(part)).join('/');
  if (!isPageSlug(slug)) return null;
  return context.previewMode ? draftPage(slug, context.locale) : publishedPage(slug, context.locale);
}

/** Any other address: a content page editors made there, or the shop's 404 page. */
export const contentPageRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { rest, ...shop } = await params;
    const context = await shopContext(shop);
    const page = await pageOf(context, rest);
    if (!page) return {};
    return {
      title: page.title,
      description: page.description ?? undefined,
      alternates: alternatesFor(context, contentPagePath(page.slug)),
    };
  },
  async Page({ params }: Props) {
    const { rest, ...shop } = await params;
    const context = await shopContext(shop);
    setRequestLocale(context.locale);
    const page = await pageOf(context, rest);
    if (!page) notFound();
    return (
      <article className="mx-auto max-w-3xl px-4 py-10" data-content-page={page.slug}>
        <h1 className="mb-6 text-3xl font-bold">{page.title}</h1>
        <ContentBlocks blocks={page.layout ?? []} />
      </article>
    );
  },
};
