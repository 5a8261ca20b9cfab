import type { CollectionAfterChangeHook, GlobalAfterChangeHook } from 'payload';
import { logger } from '@/platform/logging/logger';

/**
 * Cached shop data is tagged with the collection or global slug; a backoffice change drops those entries.
 * Outside a Next.js server (seeding scripts) there is no cache to revalidate.
 */
async function revalidate(tag: string): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache');
    revalidateTag(tag, 'max');
  } catch (error) {
    logger.debug({ tag, err: error }, 'no cache to revalidate outside the server');
  }
}

export const revalidateTagsAfterChange =
  (tag: string): CollectionAfterChangeHook =>
  async ({ doc }) => {
    await revalidate(tag);
    return doc;
  };

export const revalidateGlobalAfterChange =
  (tag: string): GlobalAfterChangeHook =>
  async ({ doc }) => {
    await revalidate(tag);
    return doc;
  };
