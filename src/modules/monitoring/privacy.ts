/*
 * What the shop keeps of a beacon holds no personal data: addresses and tokens are masked in pages and
 * messages, the browser is its family and major version, the client's IP address is never stored.
 */

const EMAIL = /[^\s@/]+@[^\s@/]+\.[^\s@/]+/g;
/** Long digit runs (phone, card, order numbers beyond a product id) and token-like words. */
const LONG_NUMBER = /\d{7,}/g;
const TOKEN = /[A-Za-z0-9_-]{24,}/g;

function mask(text: string): string {
  return text.replace(EMAIL, '<email>').replace(TOKEN, '<token>').replace(LONG_NUMBER, '<number>');
}

/** The path of a page without query or fragment, personal parts masked. */
export function anonymousPage(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  return mask(decodeURIComponentSafely(pathname)).slice(0, 200);
}

export function anonymousMessage(message: string): string {
  return mask(message).slice(0, 200);
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari\//],
];

/** "Chrome 131" from a User-Agent header: the family and major version only. */
export function browserOf(userAgent: string | null): string {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent ?? '');
    if (match) return `${name} ${match[1]}`;
  }
  return 'other';
}
