import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import type { CacheTag } from '@/platform/cache/cache-tags';
import { notifyInvalidation } from '@/platform/cache/invalidation';
import { logger } from '@/platform/logging/logger';

/**
 * Cached shop data is tagged with the collection or global slug; a backoffice change drops those entries.
 * In-memory read models listening for the tag are dropped too. Outside a Next.js server (seeding scripts)
 * there is no cache to revalidate.
 */
async function revalidate(tag: CacheTag): Promise<void> {
  notifyInvalidation(tag);
  try {
    const { revalidateTag } = await import('next/cache');
    revalidateTag(tag, 'max');
  } catch (error) {
    logger.debug({ tag, err: error }, 'no cache to revalidate outside the server');
  }
}

export const revalidateTagsAfterChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  async ({ doc }) => {
    await revalidate(tag);
    return doc;
  };

export const revalidateGlobalAfterChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc }) => {
    await revalidate(tag);
    return doc;
  };

export const revalidateTagsAfterDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  async ({ doc }) => {
    await revalidate(tag);
    return doc;
  };
