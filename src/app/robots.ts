import { headers } from 'next/headers';
import { storefrontRobots } from '@/modules/shell';

export const dynamic = 'force-dynamic';

export default async function robots() {
  return storefrontRobots((await headers()).get('host') ?? '');
}
