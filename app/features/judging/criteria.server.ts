import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { criterionMessages, type CriterionInput, type MoveDirection } from '~/features/judging/criteria'
import type { Criterion } from '~/features/results/weighted-scores.server'
import { parseLevels, type Level } from './levels'
import {
  allCriterionWords,
  writeCriterionWords,
  type CriterionWords,
  type CriterionWordsInput,
} from './criterion-words.server'

// The organiser's scoring criteria. Which criteria count is decided in one place, the
// is_active filter of scoring.server.ts's weightedScoreCtes: switching one off keeps its scores but
// leaves them out of every total. Every write here changes the database's version (db/statements.ts),
// so the cached leaderboard and page cache are computed afresh.

export type AdminCriterion = Criterion & {
  highestScore: number | null
  levels: Level[]
  /** Its name and description in the club's other languages, by language. */
  words: Partial<Record<string, CriterionWords>>
}

export type CriterionOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'invalid'; field: 'name' | 'maxPoints'; message: string }

const listSql = `
SELECT c.id,
       c.name,
       c.description,
       c.max_points AS maxPoints,
       c.weight,
       c.is_active  AS isActive,
       c.levels,
       (SELECT max(score) FROM project_scores WHERE criteria_id = c.id) AS highestScore
FROM scoring_criteria c
ORDER BY c.position, c.id`

const insertSql = `
INSERT INTO scoring_criteria (name, description, max_points, weight, is_active, levels, position)
VALUES (@name, @description, @maxPoints, @weight, @isActive, @levels,
        (SELECT coalesce(max(position), 0) + 1 FROM scoring_criteria))
RETURNING id`

const updateSql = `
UPDATE scoring_criteria
SET name = @name, description = @description, max_points = @maxPoints, weight = @weight, is_active = @isActive,
    levels = CASE WHEN @keepLevels = 1 THEN levels ELSE @levels END
WHERE id = @id`

type Row = Omit<AdminCriterion, 'isActive' | 'levels' | 'words'> & { isActive: number; levels: string | null }
/**
 * A criterion as a form or a script gives it; without `levels`, an edit keeps the words it had, and without
 * `words` its words in other languages.
 */
type CriterionChange = Omit<CriterionInput, 'levels' | 'words'> & {
  levels?: Level[]
  words?: CriterionWordsInput[]
}
type Params = Omit<CriterionInput, 'isActive' | 'levels' | 'words'> & {
  isActive: number
  levels: string | null
  keepLevels: number
}

function prepareStatements(client: Database.Database) {
  const list = client.prepare<[], Row>(listSql)
  const nameTaken = client
    .prepare<[string, number], number>(
      'SELECT 1 FROM scoring_criteria WHERE name = ? COLLATE NOCASE AND id <> ? LIMIT 1',
    )
    .pluck()
  const highestScore = client
    .prepare<[number], number | null>('SELECT max(score) FROM project_scores WHERE criteria_id = ?')
    .pluck()
  const exists = client.prepare<[number], number>('SELECT 1 FROM scoring_criteria WHERE id = ?').pluck()
  const insert = client.prepare<Params, number>(insertSql).pluck()
  const update = client.prepare<Params & { id: number }>(updateSql)
  const setPosition = client.prepare<[number, number]>(
    'UPDATE scoring_criteria SET position = ? WHERE id = ?',
  )

  // The checks and the write share one IMMEDIATE transaction: a judge's score saved in between cannot
  // slip under a lowered maximum.
  const add = client.transaction((input: Params, words: CriterionWordsInput[]): CriterionOutcome => {
    if (nameTaken.get(input.name, 0)) {
      return { ok: false, reason: 'invalid', field: 'name', message: criterionMessages.nameTaken }
    }
    const id = insert.get(input)!
    writeCriterionWords(client, id, words)
    return { ok: true, id }
  })
  const edit = client.transaction(
    (id: number, input: Params, words: CriterionWordsInput[]): CriterionOutcome => {
      if (!exists.get(id)) return { ok: false, reason: 'not-found', message: criterionMessages.notFound }
      if (nameTaken.get(input.name, id)) {
        return { ok: false, reason: 'invalid', field: 'name', message: criterionMessages.nameTaken }
      }
      const highest = highestScore.get(id)
      if (highest != null && input.maxPoints < highest) {
        const message = criterionMessages.maxPointsBelowScore(highest)
        return { ok: false, reason: 'invalid', field: 'maxPoints', message }
      }
      update.run({ ...input, id })
      writeCriterionWords(client, id, words)
      return { ok: true, id }
    },
  )
  // Renumbers every criterion 1..n in the new order, so equal or missing positions never stall a move.
  const move = client.transaction((id: number, direction: MoveDirection): boolean => {
    const ids = list.all().map((row) => row.id)
    const from = ids.indexOf(id)
    const to = direction === 'up' ? from - 1 : from + 1
    if (from === -1 || to < 0 || to >= ids.length) return false
    ;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
    ids.forEach((criterionId, index) => setPosition.run(index + 1, criterionId))
    return true
  })
  const levels = client.prepare<[], { id: number; levels: string | null }>(
    'SELECT id, levels FROM scoring_criteria WHERE levels IS NOT NULL',
  )
  return { list, add, edit, move, levels }
}

const statements = statementCache(prepareStatements)

const toParams = ({ levels, words: _words, ...input }: CriterionChange): Params => ({
  ...input,
  isActive: input.isActive ? 1 : 0,
  levels: levels && levels.length > 0 ? JSON.stringify(levels) : null,
  keepLevels: levels === undefined ? 1 : 0,
})

/** Every criterion, active or not, in the organiser's order, with the highest score given on each. */
export function listAllCriteria(db: DB): AdminCriterion[] {
  const words = allCriterionWords(db)
  return statements(db)
    .list.all()
    .map((row) => ({
      ...row,
      isActive: row.isActive === 1,
      levels: parseLevels(row.levels),
      words: words.get(row.id) ?? {},
    }))
}

/** A new criterion goes last. */
export function addCriterion(db: DB, input: CriterionChange): CriterionOutcome {
  return statements(db).add.immediate(toParams(input), input.words ?? [])
}

/** Refused, changing nothing, if the new maximum is below a score a judge has already given. */
export function updateCriterion(db: DB, id: number, input: CriterionChange): CriterionOutcome {
  return statements(db).edit.immediate(id, toParams(input), input.words ?? [])
}

/** Swaps a criterion with its neighbour; false if there is none that way, or no such criterion. */
export function moveCriterion(db: DB, id: number, direction: MoveDirection): boolean {
  return statements(db).move.immediate(id, direction)
}

/** Each criterion's level words, by id (a criterion without any is not in it). */
export function criteriaLevels(db: DB): Map<number, Level[]> {
  return new Map(
    statements(db)
      .levels.all()
      .map((row) => [row.id, parseLevels(row.levels)]),
  )
}
