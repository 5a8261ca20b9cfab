/** Where to go after logging in: a path of this shop only (never another site). */
export function safeNext(value: string | string[] | undefined): string {
  return typeof value === 'string' && /^\/(?![/\\])\S*$/.test(value) ? value : '/account';
}
