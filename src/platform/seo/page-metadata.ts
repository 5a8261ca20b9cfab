import type { Metadata } from 'next';
import { storefrontAddresses } from '../config/storefront-addresses';
import type { RequestContext } from '../context/request-context';
import { pageAlternates, storefrontUrl } from './storefront-urls';

/** Canonical and hreflang alternates of a page of the request's storefront. */
export function alternatesFor(context: RequestContext, path: string): Metadata['alternates'] {
  return pageAlternates(context.locale, path, storefrontAddresses());
}

/** The absolute address of a path in the request's storefront (structured data, feeds). */
export function storefrontAddress(context: RequestContext, path: string): string {
  return storefrontUrl(context.locale, path, storefrontAddresses());
}

/** Only the canonical address: for a page that exists in its own storefront alone (an optician). */
export function canonicalFor(context: RequestContext, path: string): Metadata['alternates'] {
  return { canonical: storefrontAddress(context, path) };
}

/** A meta description from running text: whole words, at most about 155 characters. */
export function metaDescription(text: string, limit = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', limit)).replace(/[,;:.]$/, '')} …`;
}
