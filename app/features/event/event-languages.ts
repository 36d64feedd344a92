import * as z from 'zod'
import { defaultLanguage, languages, type ShippedLanguage } from '~/i18n/languages'

// The Event tab's Languages section: which of the product's languages the club offers, and its default,
// the language a visitor reads when their browser asks for none the club offers. The default is always
// offered. The labels and messages are catalogue keys (app/i18n/en/event.ts).

export type LanguageSettings = {
  /** The club's default language. */
  defaultLanguage: ShippedLanguage
  /** Every language offered, the default first, then in the product's order. */
  offered: [ShippedLanguage, ...ShippedLanguage[]]
}

/** Before the organiser chooses: English first, every language the product speaks offered. */
export const productLanguages = (): LanguageSettings => settingsOf(defaultLanguage, [...languages])

/** The default first, then the others the product speaks in its order; the default is always among them. */
export function settingsOf(chosen: ShippedLanguage, offered: readonly ShippedLanguage[]): LanguageSettings {
  return {
    defaultLanguage: chosen,
    offered: [chosen, ...languages.filter((language) => language !== chosen && offered.includes(language))],
  }
}

const language = z.enum(languages, { error: 'event.languages.unknown' })

export const languageSettingsSchema = z
  .object({
    defaultLanguage: language,
    // Checkboxes: none ticked sends nothing.
    offered: z.array(language).optional(),
  })
  .transform(({ defaultLanguage: chosen, offered }) => settingsOf(chosen, offered ?? []))

export type LanguageSettingsInput = z.input<typeof languageSettingsSchema>
