import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import type { Language, ShippedLanguage } from '~/i18n/languages'
import { parseLevels, type Level } from './levels'

// A criterion's name and description in the club's other languages (docs/decisions/0051). The organiser
// writes them in the Criterion dialog; a judge and a family read the criterion in their page's language,
// or as the organiser first wrote it where it has no words in that language.

export type CriterionWords = { name: string; description: string | null; levels: Level[] | null }
/**
 * The dialog's words for one language: an empty name removes the language's words; no levels, the
 * criterion's own show.
 */
export type CriterionWordsInput = {
  language: ShippedLanguage
  name?: string
  description?: string | null
  levels?: Level[]
}

type Row = { id: number; name: string; description: string; levels: string | null }
const wordsOf = (row: Row): CriterionWords => ({
  name: row.name,
  description: row.description || null,
  levels: row.levels ? parseLevels(row.levels) : null,
})

function prepareStatements(client: Database.Database) {
  return {
    inLanguage: client.prepare<[string], Row>(
      'SELECT criterion_id AS id, name, description, levels FROM criterion_words WHERE language = ?',
    ),
    all: client.prepare<[], Row & { language: string }>(
      'SELECT criterion_id AS id, language, name, description, levels FROM criterion_words',
    ),
    remove: client.prepare<[number, string]>(
      'DELETE FROM criterion_words WHERE criterion_id = ? AND language = ?',
    ),
    put: client.prepare<[number, string, string, string, string | null]>(
      `INSERT INTO criterion_words (criterion_id, language, name, description, levels) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (criterion_id, language) DO UPDATE
       SET name = excluded.name, description = excluded.description, levels = excluded.levels`,
    ),
  }
}

const statements = statementCache(prepareStatements)

/** The words given in `language`, by criterion. */
export function criterionWordsIn(db: DB, language: Language): Map<number, CriterionWords> {
  return new Map(
    statements(db)
      .inLanguage.all(language)
      .map((row) => [row.id, wordsOf(row)]),
  )
}

/** Every criterion's words, by criterion and language: what the dialog shows. */
export function allCriterionWords(db: DB): Map<number, Partial<Record<string, CriterionWords>>> {
  const words = new Map<number, Partial<Record<string, CriterionWords>>>()
  for (const row of statements(db).all.all()) {
    words.set(row.id, { ...words.get(row.id), [row.language]: wordsOf(row) })
  }
  return words
}

/**
 * Writes the dialog's words for a criterion; inside the criterion's own transaction (criteria.server.ts),
 * so that the criterion and its words are saved together or not at all.
 */
export function writeCriterionWords(client: Database.Database, id: number, words: CriterionWordsInput[]) {
  const { remove, put } = statements({ $client: client })
  for (const { language, name, description, levels } of words) {
    if (name) put.run(id, language, name, description ?? '', levels?.length ? JSON.stringify(levels) : null)
    else remove.run(id, language)
  }
}

/** Criteria as a page in `language` shows them: each with its words in that language, where it has them. */
export function criteriaInLanguage<T extends { name: string; description: string | null; levels?: Level[] }>(
  db: DB,
  language: Language,
  criteria: T[],
  idOf: (criterion: T) => number,
): T[] {
  const words = criterionWordsIn(db, language)
  if (words.size === 0) return criteria
  return criteria.map((criterion) => {
    const own = words.get(idOf(criterion))
    if (!own) return criterion
    return {
      ...criterion,
      name: own.name,
      description: own.description ?? criterion.description,
      ...(own.levels && criterion.levels ? { levels: own.levels } : {}),
    }
  })
}
