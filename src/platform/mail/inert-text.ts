const LINK_PUNCTUATION = /[.:/@]/g;
const ZERO_WIDTH_JOINER = '\u200d';

/**
 * Text a client wrote (a name, an address, a note) as it may go into a mail: a zero-width joiner before each
 * dot, colon, slash and @ keeps the shop's HTML part and the reader's mail program from turning it into a
 * link ("www.evil.example", "https://…", "ada@example.org") while it reads the same.
 */
export const inertText = (text: string | null | undefined): string =>
  (text ?? '').replace(LINK_PUNCTUATION, (character) => ZERO_WIDTH_JOINER + character);
