import { describe, expect, it } from 'vitest';
import { MODEL_POSITIONS, positionAngle } from './positions';

describe('positionAngle', () => {
  it('turns the model evenly once round over the positions', () => {
    expect(MODEL_POSITIONS).toBe(12);
    expect(positionAngle(1)).toBe(0);
    expect(positionAngle(4)).toBe(90);
    expect(positionAngle(MODEL_POSITIONS)).toBe(330);
  });
});
