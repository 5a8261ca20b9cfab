'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link whose page is prefetched when the shopper shows the intent to follow it (pointer over it, focus,
 * touch) rather than for every such link that comes into view.
 */
export function IntentPrefetchLink({ href, ...props }: Props) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    />
  );
}
