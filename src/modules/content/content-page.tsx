import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { permanentRedirect, redirect } from 'next/navigation';
import { NotFoundView } from '@/modules/shell';
import type { Page } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { isPageSlug } from '@/platform/context/page-slug';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { helpHubSlug, helpHubPath } from '@/platform/locale/help-hub';
import { alternatesFor } from '@/platform/seo/page-metadata';
import { requestResponseStatus } from '@/platform/server/response-status';
import { ContentBlocks } from './ContentBlocks';
import type { ContentExtensions } from './extensions';
import { LivePreviewRefresh } from './LivePreviewRefresh';
import { draftPage, publishedPage } from './page-store';
import { HOME_PAGE_SLUG, contentPagePath } from './page-slug';

interface Props {
  params: Promise<ShopRouteParams & { rest?: string[] }>;
}

/** The page of a slug: the newest draft in preview mode (staff only), else the published one. */
export async function contentPageOf(context: RequestContext, slug: string): Promise<Page | null> {
  if (!isPageSlug(slug)) return null;
  return context.previewMode ? draftPage(slug, context.locale) : publishedPage(slug, context.locale);
}

const slugOf = (rest: string[] | undefined) => (rest ?? []).join('/');

export function contentPageMetadata(context: RequestContext, page: Page | null): Metadata {
  if (!page) return {};
  return {
    title: page.slug === HOME_PAGE_SLUG ? { absolute: page.title } : page.title,
    description: page.description ?? undefined,
    alternates: alternatesFor(context, contentPagePath(page.slug)),
  };
}

/**
 * A page's title and blocks. The home page's title is for the browser tab and screen readers (its hero says
 * it visibly); rich text keeps a readable line length while the other components use the full width.
 */
export function ContentPageView({
  page,
  context,
  extensions,
}: {
  page: Page;
  context: RequestContext;
  extensions: ContentExtensions;
}) {
  const home = page.slug === HOME_PAGE_SLUG;
  return (
    <article className="mx-auto max-w-6xl px-4 py-6" data-content-page={page.slug}>
      <h1 className={home ? 'sr-only' : 'mt-4 mb-6 text-3xl font-bold'}>{page.title}</h1>
      <ContentBlocks blocks={page.layout ?? []} context={context} extensions={extensions} />
      {context.previewMode && <LivePreviewRefresh />}
    </article>
  );
}

/** Any other address: a content page editors made there, or the shop's 404 page. */
export const createContentPageRoute = (extensions: ContentExtensions) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { rest, ...shop } = await params;
    const context = await shopContext(shop);
    return contentPageMetadata(context, await contentPageOf(context, slugOf(rest)));
  },
  async Page({ params }: Props) {
    const { rest, ...shop } = await params;
    const slug = slugOf(rest);
    if (slug === HOME_PAGE_SLUG) permanentRedirect('/');
    const context = await shopContext(shop);
    // The help hub is at /service in most storefronts; the others' visitors get theirs (/tjeneste, …).
    if (slug === 'service' && helpHubSlug(context.locale) !== slug)
      redirect(`${helpHubPath(context.locale)}?locale=${context.locale}`);
    setRequestLocale(context.locale);
    const page = await contentPageOf(context, slug);
    // Rendered here rather than by notFound(): Next renders that boundary in the browser only.
    if (!page) {
      requestResponseStatus(404);
      return <NotFoundView />;
    }
    return <ContentPageView page={page} context={context} extensions={extensions} />;
  },
});
