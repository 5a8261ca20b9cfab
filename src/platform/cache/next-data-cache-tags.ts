import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/**
 * Expires a tag in Next's data cache of this process, as `revalidateTag(tag, { expire: 0 })` would: the next
 * read of an entry under it goes to the database. `revalidateTag` itself needs a request being served, which
 * a change heard from another instance is not; the tag list is Next's process-wide module (an `.external`
 * module, shared by every server bundle and the custom server).
 */
export function expireNextDataCacheTag(tag: string): void {
  const now = Date.now();
  tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: now, expired: now });
}
