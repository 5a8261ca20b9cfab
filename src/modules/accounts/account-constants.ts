/** Failed logins before Payload locks an account, and for how long (an unknown address is held the same). */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCK_TIME_MS = 15 * 60 * 1000;
/** How long a login lasts. */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
/** How long a password-reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_ADDRESSES = 10;
export const MAX_PRESCRIPTIONS = 10;
