import { RESET_LINK_MS } from './account-constants';

/**
 * A reset link mailed this recently stays the one that works: another request within this time issues no
 * new token (which would silently void the mailed link) and mails nothing.
 */
export const RESET_LINK_KEPT_MS = 15 * 60 * 1000;

interface ResetState {
  resetPasswordToken?: string | null;
  resetPasswordExpiration?: string | null;
}

/** Whether the customer's last mailed reset link is recent enough to stand instead of a new one. */
export function recentResetLinkStands(customer: ResetState, now: Date): boolean {
  if (!customer.resetPasswordToken || !customer.resetPasswordExpiration) return false;
  const expiresAt = new Date(customer.resetPasswordExpiration).getTime();
  const issuedAt = expiresAt - RESET_LINK_MS;
  return expiresAt > now.getTime() && now.getTime() - issuedAt < RESET_LINK_KEPT_MS;
}
