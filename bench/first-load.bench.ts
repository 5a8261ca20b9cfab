/**
 * The JavaScript a first visit downloads, per page (the finder pages especially: their map library loads
 * only when the map is shown, so it is listed apart): `npm run bench:first-load`. Sizes as served and
 * gzipped. Starts the built shop unless BENCH_URL points at a running one. Prints the figures; asserts nothing.
 */
import { gzipSync } from 'node:zlib';
import { benchShop } from './support/bench-shop';

const PORT = 3111;
const PAGES = [
  '/partneroptiker',
  '/partneroptiker?q=10115',
  '/stores',
  '/',
  '/l/pg/100',
  '/p/pg/100001',
  '/newsletter',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;
const sizes = new Map<string, { raw: number; gzip: number }>();

async function scriptSize(url: string) {
  let size = sizes.get(url);
  if (!size) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    size = { raw: body.length, gzip: gzipSync(body).length };
    sizes.set(url, size);
  }
  return size;
}

const { base, stop } = await benchShop(PORT);
try {
  console.log(`\nfirst-load JavaScript (script tags and chunks named in the page), as served / gzipped:`);
  for (const path of PAGES) {
    const html = await (await fetch(`${base}${path}`)).text();
    // Script tags and the chunks the inline React Server Components payload names (loaded at once too).
    const scripts = [
      ...new Set([...html.matchAll(/\/_next\/static\/[^"'\\\s]+?\.js/g)].map((match) => match[0])),
    ];
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const size = await scriptSize(new URL(src, base).href);
      raw += size.raw;
      gzip += size.gzip;
    }
    console.log(`${path.padEnd(28)} ${String(scripts.length).padStart(3)} scripts ${kb(raw)} ${kb(gzip)}`);
  }
  const mapChunk = [...sizes.keys()].find((url) => /maplibre/i.test(url));
  console.log(
    mapChunk
      ? `a map chunk was among the first-load scripts: ${mapChunk}`
      : 'the map library is not among them',
  );
} finally {
  stop();
}
