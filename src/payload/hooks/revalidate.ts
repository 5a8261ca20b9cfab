import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import type { CacheTag } from '@/platform/cache/cache-tags';
import { dropLocally, notifyInvalidation } from '@/platform/cache/invalidation';
import { logger } from '@/platform/logging/logger';
import { afterTransaction } from './after-transaction';

/**
 * Cached shop data is tagged with the collection or global slug; a backoffice change drops those entries.
 * In-memory read models listening for the tag are dropped at once here, and again on every instance once the
 * change is committed: a read before the commit may have cached the old rows. Outside a Next.js server
 * (seeding scripts) there is no cache to revalidate.
 */
async function revalidate(tag: CacheTag, req: PayloadRequest): Promise<void> {
  dropLocally(tag);
  void afterTransaction(req).then(() => notifyInvalidation(tag));
  try {
    const { revalidateTag } = await import('next/cache');
    // Expired at once: 'max' (stale-while-revalidate), applied when this request ends, would leave the old
    // entries only stale, so the first page rendered after the change, which the page cache then keeps for
    // everyone, would show the old data.
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    logger.debug({ tag, err: error }, 'no cache to revalidate outside the server');
  }
}

export const revalidateTagsAfterChange =
  (tag: CacheTag): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    await revalidate(tag, req);
    return doc;
  };

export const revalidateGlobalAfterChange =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc, req }) => {
    await revalidate(tag, req);
    return doc;
  };

export const revalidateTagsAfterDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await revalidate(tag, req);
    return doc;
  };
