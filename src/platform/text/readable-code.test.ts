import { describe, expect, it } from 'vitest';
import { readableCode } from './readable-code';

describe('readableCode', () => {
  it('has the asked length and no characters that look alike (0/O, 1/I/L)', () => {
    const codes = Array.from({ length: 200 }, () => readableCode(8));
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
