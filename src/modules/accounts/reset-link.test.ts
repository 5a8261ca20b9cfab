import { describe, expect, it } from 'vitest';
import { RESET_LINK_MS } from './account-constants';
import { recentResetLinkStands } from './reset-link';

const MINUTE = 60_000;
const issuedAt = new Date('2026-03-02T10:00:00Z');
const mailed = {
  resetPasswordToken: 'mailed-token',
  resetPasswordExpiration: new Date(issuedAt.getTime() + RESET_LINK_MS).toISOString(),
};
const after = (minutes: number) => new Date(issuedAt.getTime() + minutes * MINUTE);

describe('a repeated password-reset request', () => {
  it('leaves the link mailed within the last quarter hour valid and issues none', () => {
    expect(recentResetLinkStands(mailed, after(1))).toBe(true);
    expect(recentResetLinkStands(mailed, after(14))).toBe(true);
  });

  it('issues and mails a new link once the quarter hour is over', () => {
    expect(recentResetLinkStands(mailed, after(15))).toBe(false);
    expect(recentResetLinkStands(mailed, after(90))).toBe(false);
  });

  it('issues a link when none is pending or the last one was used', () => {
    expect(recentResetLinkStands({}, after(1))).toBe(false);
    expect(recentResetLinkStands({ ...mailed, resetPasswordToken: null }, after(1))).toBe(false);
  });
});
