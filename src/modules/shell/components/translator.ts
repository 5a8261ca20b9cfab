/** A translator bound to one message section, as next-intl's getTranslations / createTranslator give. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
