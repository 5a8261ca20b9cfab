/** Locale value object of spec §3: a lower-cased country and language with its string forms. */
export class Locale {
  readonly country: string;
  readonly language: string;

  constructor(country: string | undefined, language: string | undefined) {
    if (!country || !language) {
      throw new Error('A locale needs both a country and a language');
    }
    this.country = country.toLowerCase();
    this.language = language.toLowerCase();
  }

  /** Parses "de-DE" (case-insensitive). A string without a hyphen is refused. */
  static parse(value: string): Locale {
    if (!value.includes('-')) {
      throw new Error(`Locale "${value}" must be in the format xx-XX`);
    }
    const [language, country] = value.split('-');
    return new Locale(country, language);
  }

  /** "de-DE" */
  toString(): string {
    return `${this.language}-${this.country.toUpperCase()}`;
  }

  /** "de_DE" */
  toUnderscoreString(): string {
    return `${this.language}_${this.country.toUpperCase()}`;
  }

  /** The HTML lang: the full locale for German, the language alone otherwise. */
  toHtmlLang(): string {
    return this.language === 'de' ? this.toString() : this.language;
  }

  equals(other: Locale): boolean {
    return this.country === other.country && this.language === other.language;
  }
}
