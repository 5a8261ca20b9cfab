import { describe, expect, it } from 'vitest';
import { beaconBatchSchema } from './beacon-input';
import { anonymousMessage, anonymousPage, browserOf } from './privacy';

const lcp = { kind: 'vital', name: 'LCP', value: 1834.2, path: '/p/pg/100600' };
const error = { kind: 'error', message: 'TypeError: a is null', path: '/cart' };
const valid = (body: unknown) => beaconBatchSchema.safeParse(body).success;

describe('beacon validation', () => {
  it('takes a page view’s vitals and errors', () => {
    expect(valid({ beacons: [lcp, error] })).toBe(true);
  });

  it('refuses unknown metrics, impossible values, foreign paths and floods', () => {
    expect(valid({ beacons: [] })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, name: 'FID' }] })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, value: -1 }] })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, value: Number.POSITIVE_INFINITY }] })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, value: '12' }] })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, path: 'https://elsewhere.example/' }] })).toBe(false);
    expect(valid({ beacons: [{ ...error, message: ' ' }] })).toBe(false);
    expect(valid({ beacons: [{ ...error, message: 'x'.repeat(301) }] })).toBe(false);
    expect(valid({ beacons: Array.from({ length: 31 }, () => lcp) })).toBe(false);
    expect(valid({ beacons: [{ ...lcp, kind: 'click' }] })).toBe(false);
    expect(valid(undefined)).toBe(false);
  });
});

describe('no personal data is kept', () => {
  it('drops query and fragment and masks addresses and tokens in pages', () => {
    expect(anonymousPage('/p/pg/100600?email=a@b.de#x')).toBe('/p/pg/100600');
    expect(anonymousPage('/newsletter/confirm/eyJhbGciOiJIUzI1NiJ9abcdefghij')).toBe(
      '/newsletter/confirm/<token>',
    );
    expect(anonymousPage('/account/jane.doe%40example.com')).toBe('/account/<email>');
  });

  it('masks addresses, long numbers and tokens in messages', () => {
    expect(anonymousMessage('Failed for jane@example.com at +4915112345678')).toBe(
      'Failed for <email> at +<number>',
    );
  });

  it('keeps only the browser family and major version', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36',
      ),
    ).toBe('Chrome 131');
    expect(
      browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox 133');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17');
    expect(browserOf('Mozilla/5.0 Chrome/131.0 Safari/537.36 Edg/131.0.2903.86')).toBe('Edge 131');
    expect(browserOf(null)).toBe('other');
  });
});
