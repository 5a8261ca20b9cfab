import { describe, expect, it } from 'vitest';
import { signUpSchema } from './newsletter-input';

const messagesOf = (input: unknown) => {
  const result = signUpSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the newsletter sign-up form', () => {
  it('takes a trimmed e-mail and fills in what was left out', () => {
    expect(signUpSchema.parse({ email: '  anna@example.org ', salutation: '', firstName: ' Anna ' })).toEqual(
      {
        email: 'anna@example.org',
        firstName: 'Anna',
        category: 'fullProductRange',
        source: 'page',
      },
    );
  });

  it('asks to fill in the e-mail when it is missing, blank, invalid or too long', () => {
    for (const email of [undefined, '   ', 'anna@', `${'a'.repeat(250)}@example.org`]) {
      expect(messagesOf({ email }), String(email)).toEqual(['email: fillIn']);
    }
  });

  it('refuses an unknown salutation or category and an overlong first name or postal code', () => {
    expect(
      messagesOf({
        email: 'anna@example.org',
        salutation: 'sir',
        category: 'everything',
        firstName: 'A'.repeat(81),
        postalCode: '1'.repeat(13),
      }).map((message) => message.split(':')[0]),
    ).toEqual(['salutation', 'firstName', 'postalCode', 'category']);
  });
});
