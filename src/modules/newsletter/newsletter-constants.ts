export const NEWSLETTER_CATEGORIES = ['male', 'female', 'fullProductRange'] as const;

export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SIGN_UP_SOURCES = ['page', 'modal'] as const;
export type SignUpSource = (typeof SIGN_UP_SOURCES)[number];

/** The version of the consent text the shopper saw (the legal note); bump when its wording changes. */
export const CONSENT_TEXT_VERSION = '2026-11';

/** A confirmation link is valid this long. */
export const CONFIRM_LINK_HOURS = 72;
