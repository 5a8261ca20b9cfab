import { describe, expect, it } from 'vitest';
import { allocateVariation } from './allocation';
import { decodeDecisionId, encodeDecisionId } from './decision-id';

const variations = [
  { id: 'a', weight: 70 },
  { id: 'b', weight: 30 },
  { id: 'off', weight: 0 },
];

describe('variation allocation', () => {
  it('gives a visitor the same variation every time', () => {
    for (let visitor = 0; visitor < 50; visitor += 1) {
      const first = allocateVariation(variations, `v${visitor}`, 'c1');
      for (let repeat = 0; repeat < 5; repeat += 1)
        expect(allocateVariation(variations, `v${visitor}`, 'c1')).toBe(first);
    }
  });

  it('follows the weights over many visitors and never picks a zero weight', () => {
    const counts: Record<string, number> = { a: 0, b: 0, off: 0 };
    const visitors = 20_000;
    for (let visitor = 0; visitor < visitors; visitor += 1)
      counts[allocateVariation(variations, `visitor-${visitor}`, 'c1')!.id]! += 1;
    // 70/30 split: the standard error of a share over 20,000 visitors is about 0.32 %, so ±1.5 % is ~5 sigma.
    expect(counts.a! / visitors).toBeGreaterThan(0.685);
    expect(counts.a! / visitors).toBeLessThan(0.715);
    expect(counts.off).toBe(0);
  });

  it('assigns independently per campaign', () => {
    let same = 0;
    const half = [
      { id: 'x', weight: 1 },
      { id: 'y', weight: 1 },
    ];
    for (let visitor = 0; visitor < 2000; visitor += 1) {
      if (allocateVariation(half, `v${visitor}`, 'c1') === allocateVariation(half, `v${visitor}`, 'c2'))
        same += 1;
    }
    expect(same / 2000).toBeGreaterThan(0.45);
    expect(same / 2000).toBeLessThan(0.55);
  });

  it('has nothing to pick when no variation has weight', () => {
    expect(allocateVariation([{ id: 'x', weight: 0 }], 'v', 'c')).toBeUndefined();
  });
});

describe('decision ids', () => {
  it('name the campaign and variation and cannot be forged', () => {
    const id = encodeDecisionId({ campaignId: '7', variationId: 'abc' }, 'secret');
    expect(decodeDecisionId(id, 'secret')).toEqual({ campaignId: '7', variationId: 'abc' });
    expect(decodeDecisionId(id, 'other secret')).toBeUndefined();
    const [payload] = id.split('.');
    const forged = Buffer.from(JSON.stringify(['8', 'abc', 'x'])).toString('base64url');
    expect(decodeDecisionId(`${forged}.${id.split('.')[1]}`, 'secret')).toBeUndefined();
    expect(decodeDecisionId(`${payload}`, 'secret')).toBeUndefined();
    expect(decodeDecisionId('garbage', 'secret')).toBeUndefined();
  });

  it('differ between two decisions of the same variation', () => {
    expect(encodeDecisionId({ campaignId: '1', variationId: 'a' }, 's')).not.toBe(
      encodeDecisionId({ campaignId: '1', variationId: 'a' }, 's'),
    );
  });
});
