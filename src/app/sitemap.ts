import { headers } from 'next/headers';
import { storefrontSitemap } from '@/modules/shell';

export const dynamic = 'force-dynamic';

export default async function sitemap() {
  return storefrontSitemap((await headers()).get('host') ?? '');
}
