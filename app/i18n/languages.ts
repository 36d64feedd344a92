// The languages the product speaks (docs/languages.md). English is the default and keeps the product's own
// words exactly; a club offers the others it wants from the Event tab. Adding a language is a folder of
// catalogues beside en/ and es/, and its name here.

export const languages = ['en', 'es'] as const
export type ShippedLanguage = (typeof languages)[number]

/**
 * A test-only language: every English word wrapped in ⟦…⟧, so that a test finds the words on a page that do
 * not come from a catalogue. Offered only when the server runs with PSEUDO_LANGUAGE=1.
 */
export const pseudoLanguage = 'en-XA'
export type Language = ShippedLanguage | typeof pseudoLanguage

export const defaultLanguage: ShippedLanguage = 'en'

/** Each language named in itself, as the language menu shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  [pseudoLanguage]: '⟦Pseudo⟧',
}

export const isLanguage = (value: unknown): value is ShippedLanguage =>
  typeof value === 'string' && (languages as readonly string[]).includes(value)

/**
 * The language a family's project keeps (`projects.language`): the one they read the site in, the
 * pseudo-language being English in brackets. Only a language the product speaks is ever stored.
 */
export const keptLanguage = (language: Language): ShippedLanguage => (isLanguage(language) ? language : 'en')
