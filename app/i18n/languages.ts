// The languages the product speaks (docs/rules.md#languages). English is the default and keeps the
// product's own words exactly; a club offers the others it wants from the Event tab. Adding a language is a
// folder of catalogues beside en/ and es/, and its name here.

export const languages = ['en', 'es'] as const
export type Language = (typeof languages)[number]

export const defaultLanguage: Language = 'en'

/** Each language named in itself, as the language menu shows it. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)
