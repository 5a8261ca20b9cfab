import type { PageClassification } from './provider-api';

/** Spec §3 "Page classification" of a shop path; the homepage (path /) is told apart from every other page. */
export function classifyPath(pathname: string): PageClassification {
  if (pathname === '/' || pathname === '') return 'HOMEPAGE';
  if (/^\/p\/(pg|sg|cl)\//.test(pathname)) return 'PRODUCT';
  if (/^\/l\/(pg|sg|mix)\//.test(pathname) || /^\/brillen\/[^/]+\.html$/.test(pathname)) return 'CATEGORY';
  if (pathname === '/cart') return 'CART';
  return 'OTHER';
}
