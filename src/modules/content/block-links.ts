import type { Page } from '@/payload/payload-types';
import { contentPagePath } from './page-slug';

export interface BlockLink {
  page?: (number | null) | Page;
  url?: string | null;
}

/** Where a block's link leads: the chosen page's address in the reader's language, else the address given. */
export function hrefOf(link: BlockLink | undefined): string | null {
  const page = link?.page;
  if (page && typeof page === 'object' && typeof page.slug === 'string') return contentPagePath(page.slug);
  const url = link?.url?.trim();
  return url ? url : null;
}

/** The width a hero slide's image takes on screen (the page's content width, at most 1152 px). */
export const HERO_IMAGE_SIZES = '(min-width: 1152px) 1152px, 100vw';
