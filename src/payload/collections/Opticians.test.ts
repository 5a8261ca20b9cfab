import type { Field, SelectField } from 'payload';
import { describe, expect, it } from 'vitest';
import { Opticians } from './Opticians';

const selectField = (name: string) =>
  Opticians.fields.find((field: Field): field is SelectField => 'name' in field && field.name === name)!;

function validate(name: 'services' | 'tags', value: string[], country: string, language = 'en') {
  const field = selectField(name);
  const args = {
    ...field,
    siblingData: { country },
    data: { country },
    req: { i18n: { language }, t: (key: string) => key },
  };
  return (field.validate as (value: string[], args: unknown) => true | string)(value, args);
}

describe('opticians collection', () => {
  it('accepts the eye health check for opticians of the German storefront', () => {
    expect(validate('services', ['eyeTestConsultation', 'eyeHealthCheck'], 'de')).toBe(true);
    expect(validate('tags', ['eyeHealthCheck', 'onlineBooking'], 'de')).toBe(true);
  });

  it('refuses it elsewhere with a message that names it, in the editor’s language', () => {
    expect(validate('services', ['eyeHealthCheck'], 'at')).toBe(
      'Eye health check: for opticians of the German storefront (de) only, not for "at".',
    );
    expect(validate('tags', ['onlineBooking', 'eyeHealthCheck'], 'ch', 'de')).toBe(
      'Augengesundheits-Check: nur für Optiker des deutschen Shops (de), nicht für „ch“.',
    );
  });

  it('still refuses values that are no option', () => {
    expect(validate('services', ['teleportation'], 'de')).toBe('validation:invalidSelection');
  });

  it('offers the German-only options to German opticians only', () => {
    const field = selectField('tags');
    const offered = (country: string) =>
      field.filterOptions!({
        options: field.options,
        siblingData: { country },
        data: {},
        req: {} as never,
      }).map((option) => (typeof option === 'string' ? option : option.value));
    expect(offered('de')).toContain('eyeHealthCheck');
    expect(offered('fr')).not.toContain('eyeHealthCheck');
    expect(offered('fr')).toContain('onlineBooking');
  });
});
