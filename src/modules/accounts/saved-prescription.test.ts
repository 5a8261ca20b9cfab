import { describe, expect, it } from 'vitest';
import { savablePrescription } from './saved-prescription';

const form = { sphere_right: '-1.25', sphere_left: '-1.00', pdMode: 'single', pupillarydistance: '63' };

describe('savablePrescription', () => {
  it('keeps a valid prescription with its fields', () => {
    expect(savablePrescription({ lensType: 'single_vision', form })).toEqual({
      lensType: 'single_vision',
      form,
    });
  });

  it('refuses a prescription with fields the configurator does not know', () => {
    expect(
      savablePrescription({ lensType: 'single_vision', form: { ...form, note: 'x'.repeat(5000) } }),
    ).toBe(undefined);
    expect(savablePrescription({ lensType: 'single_vision', form, owner: 'someone else' })).toBeUndefined();
  });

  it('refuses values of the wrong type or size and unknown lens types', () => {
    expect(
      savablePrescription({ lensType: 'single_vision', form: { ...form, sphere_left: -1 } }),
    ).toBeUndefined();
    expect(
      savablePrescription({ lensType: 'single_vision', form: { ...form, sphere_left: '-1.00'.repeat(10) } }),
    ).toBeUndefined();
    expect(savablePrescription({ lensType: 'contact', form })).toBeUndefined();
    expect(savablePrescription({ lensType: 'single_vision', form: { ...form, sphere_left: '-99' } })).toBe(
      undefined,
    );
  });
});
