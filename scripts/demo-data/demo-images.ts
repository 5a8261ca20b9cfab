import sharp from 'sharp';

/** The demo content's pictures, drawn here (no stock photos to license): what each shows and its size. */
export const DEMO_IMAGES = {
  glasses: { width: 1600, height: 640 },
  sunglasses: { width: 1600, height: 640 },
  'eye-test': { width: 1600, height: 640 },
  'contact-lenses': { width: 1200, height: 800 },
  varifocals: { width: 1200, height: 800 },
  'contact-lens-test': { width: 1600, height: 400 },
} as const;
export type DemoImage = keyof typeof DEMO_IMAGES;

const frame = (x: number, y: number, scale: number, stroke: string, lens: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})" stroke="${stroke}" stroke-width="14" stroke-linejoin="round">
    <rect x="0" y="0" width="220" height="150" rx="60" fill="${lens}"/>
    <rect x="300" y="0" width="220" height="150" rx="60" fill="${lens}"/>
    <path d="M220 55 q40 -40 80 0" fill="none"/>
    <path d="M0 40 l-90 -20 M520 40 l90 -20" fill="none" stroke-linecap="round"/>
  </g>`;

const background = (from: string, to: string) => `
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>`;

function drawing(image: DemoImage): string {
  const { width, height } = DEMO_IMAGES[image];
  const body = {
    glasses: background('#e6f0f3', '#b9d3dc') + frame(820, 220, 1.2, '#1d3a4a', 'rgba(255,255,255,0.35)'),
    sunglasses:
      background('#ffe3b3', '#f59e5b') +
      '<circle cx="1330" cy="150" r="90" fill="#fff3c4"/>' +
      frame(760, 250, 1.2, '#2b2118', 'rgba(43,33,24,0.8)'),
    'eye-test':
      background('#eef2f7', '#cfd9e6') +
      ['E', 'F P', 'T O Z', 'L P E D', 'P E C F D']
        .map(
          (row, index) =>
            `<text x="1180" y="${130 + index * 95}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${96 - index * 14}" text-anchor="middle" fill="#1d2733" letter-spacing="${12 + index * 2}">${row}</text>`,
        )
        .join(''),
    'contact-lenses':
      background('#e3f4f1', '#a7dcd3') +
      '<ellipse cx="600" cy="420" rx="260" ry="230" fill="rgba(255,255,255,0.55)" stroke="#2f6f66" stroke-width="10"/>' +
      '<ellipse cx="600" cy="380" rx="180" ry="120" fill="none" stroke="#2f6f66" stroke-width="4" opacity="0.6"/>',
    varifocals:
      '<defs><linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="1" stop-color="#6aa3b8" stop-opacity="0.6"/></linearGradient></defs>' +
      background('#f1ece6', '#d9cbbb').replace('<defs>', '<defs>') +
      frame(230, 320, 1.15, '#4a3524', 'url(#lens)'),
    'contact-lens-test':
      background('#1f5f73', '#2f8fa8') +
      '<ellipse cx="1300" cy="200" rx="150" ry="130" fill="rgba(255,255,255,0.25)" stroke="#ffffff" stroke-width="8"/>' +
      '<circle cx="1300" cy="200" r="45" fill="#ffffff" opacity="0.8"/>',
  }[image];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** One demo picture as a PNG, for uploading like an editor would. */
export async function demoImagePng(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(drawing(image)))
    .png()
    .toBuffer();
}
