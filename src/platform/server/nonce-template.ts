import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';

/**
 * A page body with the script nonce it was rendered with cut out, so that each answer can carry a fresh one
 * (ADR 0018). A gzip body stays compressed: its parts between the nonces are deflated on their own, each
 * ending byte-aligned with an empty dictionary (a full flush), so a nonce fits between two parts as a stored
 * block and the gzip trailer's CRC is combined from the parts' CRCs.
 */
export interface NonceTemplate {
  gzip: boolean;
  /** the body between the nonces */
  parts: TemplatePart[];
  bytes: number;
}

interface TemplatePart {
  /** as sent (identity), or as raw deflate blocks (gzip) */
  data: Buffer;
  /** the CRC-32 and length of the part's uncompressed bytes, and the CRC shift over that length */
  crc: number;
  length: number;
  shift: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: ends the deflate stream after the last part. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const CRC_POLYNOMIAL = 0xedb88320;

function split(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, start)) {
    parts.push(body.subarray(start, at));
    start = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(start));
  return parts;
}

export function nonceTemplate(body: Buffer, nonce: string, gzip: boolean): NonceTemplate {
  const parts = split(gzip ? gunzipSync(body) : body, nonce).map((part) => ({
    data: gzip ? deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH }) : part,
    crc: gzip ? crc32(part) : 0,
    length: part.length,
    shift: gzip ? shiftOver(part.length) : 0,
  }));
  return { gzip, parts, bytes: parts.reduce((sum, part) => sum + part.data.length, 0) };
}

/** `a · b` modulo the CRC-32 polynomial (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X_POWERS = [0x40000000];
for (let k = 1, power = 0x40000000; k < 32; k++) X_POWERS.push((power = multiplyModP(power, power)));

/** x^(8·bytes) modulo the polynomial: what shifts a CRC over that many zero bytes. */
export function shiftOver(bytes: number): number {
  let power = 0x80000000;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiplyModP(X_POWERS[k % 32]!, power);
  }
  return power;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and `shiftOver(B's length)` (zlib's crc32_combine). */
export function combineCrc32(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

function storedBlock(data: Buffer): Buffer {
  const header = Buffer.from([0, 0, 0, 0, 0]);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The body with `nonce` where the template's nonce was, compressed as the template's body was. */
export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  const between = template.gzip ? storedBlock(value) : value;
  const body = template.parts.flatMap((part, i) => (i === 0 ? [part.data] : [between, part.data]));
  if (!template.gzip) return Buffer.concat(body);

  const valueCrc = crc32(value);
  const valueShift = shiftOver(value.length);
  const [first, ...rest] = template.parts;
  let crc = first!.crc;
  let length = first!.length;
  for (const part of rest) {
    crc = combineCrc32(combineCrc32(crc, valueCrc, valueShift), part.crc, part.shift);
    length += value.length + part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...body, LAST_BLOCK, trailer]);
}
