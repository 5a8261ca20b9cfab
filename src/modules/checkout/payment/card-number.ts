/** Digits only: spaces and dashes as people type them are dropped. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check every card number passes (catches a mistyped digit). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` not before the current month. */
export function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** A card as typed on the sandbox's card page. */
export interface TypedCard {
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The fields of a typed card that are wrong, each with its message key of `checkout.field`. */
export function cardProblems(card: Partial<TypedCard>, now: Date): Partial<Record<keyof TypedCard, string>> {
  const problems: Partial<Record<keyof TypedCard, string>> = {};
  if ((card.holder ?? '').trim().length < 2) problems.holder = 'cardHolderRequired';
  if (!passesLuhn(cardDigits(card.number ?? ''))) problems.number = 'cardNumberInvalid';
  if (!expiryValid(card.expiry ?? '', now)) problems.expiry = 'cardExpiryInvalid';
  if (!/^\d{3,4}$/.test(card.cvc ?? '')) problems.cvc = 'cardCvcInvalid';
  return problems;
}
