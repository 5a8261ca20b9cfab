import { describe, expect, it } from 'vitest';
import { decodePostalIndex, encodePostalIndex } from './postal-index-format';

const ROWS = [
  { postcode: '111 22', place: 'Stockholm', admin: 'Stockholm', lat: 59.3326, lng: 18.0649 },
  { postcode: '111 20', place: 'Stockholm', admin: 'Stockholm', lat: 59.3326, lng: 18.0649 },
  { postcode: '411 06', place: 'Göteborg', admin: 'Västra Götaland', lat: 57.70716, lng: 11.96679 },
  { postcode: '411 06', place: 'Gamlestaden', admin: 'Västra Götaland', lat: 57.7282, lng: 12.0022 },
];

describe('postal index format', () => {
  it('round-trips rows, sorted by postcode, with coordinates rounded to 4 decimals', () => {
    const decoded = decodePostalIndex(encodePostalIndex(ROWS, ['test']));
    expect(decoded.map((row) => row.postcode)).toEqual(['111 20', '111 22', '411 06', '411 06']);
    expect(decoded[2]).toEqual({
      postcode: '411 06',
      place: 'Gamlestaden',
      admin: 'Västra Götaland',
      lat: 57.7282,
      lng: 12.0022,
    });
    expect(decoded[3]).toEqual({
      postcode: '411 06',
      place: 'Göteborg',
      admin: 'Västra Götaland',
      lat: 57.7072,
      lng: 11.9668,
    });
  });

  it('writes a repeated place at the same point as its postcode alone', () => {
    const text = encodePostalIndex(ROWS, ['test']);
    expect(text.split('\n')).toContain('111 22');
    expect(text.startsWith('# test\n=Stockholm\n=Västra Götaland\n')).toBe(true);
  });
});
