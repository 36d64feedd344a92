import { sql, type SQL } from 'drizzle-orm'
import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { projects } from '../../../db/schema'
import { preparedQuery } from '../../../db/statements'
import type { ParticipantNames } from '~/features/families/participant-names'
import { containsPattern, tableNumberIn } from '~/utils/text'
import { publicName } from '~/features/families/public-names'

// What a search of the public's projects matches, on the feed (/feed?q=) and on a People's Choice ballot
// (/vote/<token>?q=): a project's name, its author's name as the reader sees it, or its table number
// (docs/decisions/0039). Never the e-mail. Both run it in SQLite, so a page reads one page of matches.

/**
 * public_name(name, style) in SQL: the one rule that shortens a name (public-names.ts), so a search matches
 * the name as shown and never the surname the organiser hid ("Lovelace" finds nothing behind "Ada L.").
 */
const withPublicName = preparedQuery((client: Database.Database) => {
  client.function('public_name', { deterministic: true }, (name: unknown, style: unknown) =>
    publicName(String(name), style as ParticipantNames),
  )
  return client
})

/** The search's condition; its placeholders' values are projectSearchParams'. */
export function projectSearchWhere(db: Pick<DB, '$client'>): SQL {
  withPublicName(db.$client)
  const like = sql.placeholder('like')
  return sql`(${projects.name} LIKE ${like} ESCAPE '\\'
    OR public_name(${projects.authorName}, ${sql.placeholder('names')}) LIKE ${like} ESCAPE '\\'
    OR ${projects.tableNumber} = ${sql.placeholder('table')})`
}

/** What a search typed by a reader who reads names in `names` form matches. */
export function projectSearchParams(search: string, names: ParticipantNames) {
  return { like: containsPattern(search), names, table: tableNumberIn(search) }
}
