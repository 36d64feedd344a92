import { eventLanguages } from '../../../db/schema'
import type { DB } from '../../../db/connection'
import { isLanguage, type ShippedLanguage } from '~/i18n/languages'
import { productLanguages, settingsOf, type LanguageSettings } from './event-languages'

// Where the club's languages are kept: one row, none until the organiser saves the Languages section.

/** The club's languages. A row written outside the app that names no language the product speaks is ignored. */
export function readLanguageSettings(db: Pick<DB, 'select'>): LanguageSettings {
  const row = db.select().from(eventLanguages).get()
  if (!row || !isLanguage(row.defaultLanguage)) return productLanguages()
  let offered: unknown
  try {
    offered = JSON.parse(row.offered)
  } catch {
    offered = []
  }
  return settingsOf(row.defaultLanguage, Array.isArray(offered) ? offered.filter(isLanguage) : [])
}

export function saveLanguageSettings(db: DB, settings: LanguageSettings) {
  const values = { defaultLanguage: settings.defaultLanguage, offered: JSON.stringify(settings.offered) }
  db.insert(eventLanguages)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: eventLanguages.id, set: { ...values, updatedAt: new Date() } })
    .run()
}

/**
 * The language the Event tab's words are being written in: `?words=` when the club offers it, else the
 * club's default. The tab's forms post to their own address, so a save and a reset keep it.
 */
export function editedLanguage(db: Pick<DB, 'select'>, request: Request): ShippedLanguage {
  const { defaultLanguage, offered } = readLanguageSettings(db)
  const asked = new URL(request.url).searchParams.get('words')
  return offered.find((language) => language === asked) ?? defaultLanguage
}

/** The Event tab's address for words in `language`: the default's has no `?words=`. */
export function wordsAddress(db: Pick<DB, 'select'>, language: ShippedLanguage) {
  return language === readLanguageSettings(db).defaultLanguage
    ? '/admin/event'
    : `/admin/event?words=${language}`
}
