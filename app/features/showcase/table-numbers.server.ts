import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { submissionTypes, type SubmissionType } from '~/features/submissions/project-fields'
import { MAX_TABLE_NUMBER, type TableOrder, type TableScope } from '~/features/showcase/table-numbers'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { publicName } from '~/features/families/public-names'
import { listedSql } from './visibility.server'

// The showcase floor: which table each approved project stands at. The numbers are unique (the index of
// migration 0015 enforces it); a project that is not approved may keep its number, but it is never printed.

// The projects on the floor: approved, a story once (its newest approved version stands at the table).
const listed = listedSql('public')

type NumberingRow = { id: number; name: string; submissionType: SubmissionType; submittedAt: number }

const statements = statementCache((client: Database.Database) => ({
  approved: client.prepare<[], NumberingRow>(
    `SELECT id, name, submission_type AS submissionType, submitted_at AS submittedAt
     FROM projects WHERE ${listed} ORDER BY submitted_at, id`,
  ),
  approvedWithout: client.prepare<[], NumberingRow>(
    `SELECT id, name, submission_type AS submissionType, submitted_at AS submittedAt
     FROM projects WHERE ${listed} AND table_number IS NULL ORDER BY submitted_at, id`,
  ),
  highest: client.prepare<[], number>('SELECT coalesce(max(table_number), 0) FROM projects').pluck(),
  clearAll: client.prepare('UPDATE projects SET table_number = NULL WHERE table_number IS NOT NULL'),
  setNumber: client.prepare<[number | null, number]>('UPDATE projects SET table_number = ? WHERE id = ?'),
  holder: client.prepare<[number, number], { id: number; name: string }>(
    'SELECT id, name FROM projects WHERE table_number = ? AND id <> ?',
  ),
  numbering: client.prepare<[], TableNumbering>(
    `SELECT count(table_number) AS numbered,
       count(*) FILTER (WHERE ${listed} AND table_number IS NULL) AS waiting,
       coalesce(max(table_number), 0) AS highest
     FROM projects`,
  ),
  cards: client.prepare<[], { id: number; tableNumber: number; name: string; authorName: string }>(
    `SELECT id, table_number AS tableNumber, name, author_name AS authorName
     FROM projects INDEXED BY projects_table_number_idx
     WHERE ${listed} AND table_number IS NOT NULL
     ORDER BY table_number`,
  ),
}))

// "Ada" before "ada 2" before "Ada 10": names as a person sorts them, not by code point.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
const typeRank = (type: SubmissionType) => submissionTypes.indexOf(type)

const orders: Record<TableOrder, (a: NumberingRow, b: NumberingRow) => number> = {
  // The query's own order (oldest first, then by id).
  submission: () => 0,
  name: (a, b) => byName.compare(a.name, b.name) || a.id - b.id,
  type: (a, b) => typeRank(a.submissionType) - typeRank(b.submissionType) || orders.name(a, b),
}

export type TablesNumbered =
  | { outcome: 'ok'; count: number; first: number; last: number }
  | { outcome: 'too-high'; count: number; first: number }

/**
 * "Number the tables": every number is taken away, then the approved projects get 1…n in the order chosen.
 * "Number only the projects without a table" (`waiting`): the approved projects without one get the numbers
 * after the highest in use, in the order chosen, and every other number stays, so the cards already printed
 * stay right. Either in one IMMEDIATE transaction: nobody ever sees half a floor plan (nor two projects at
 * one table), and a write landing between the read and the numbering cannot fail it (a deferred transaction
 * that reads first cannot wait for another writer: SQLite answers SQLITE_BUSY at once).
 */
export function numberTables(db: DB, order: TableOrder, scope: TableScope = 'all'): TablesNumbered {
  const s = statements(db)
  return db.$client
    .transaction((): TablesNumbered => {
      const rows = (scope === 'all' ? s.approved : s.approvedWithout).all().sort(orders[order])
      const first = scope === 'all' ? 1 : s.highest.get()! + 1
      const last = first + rows.length - 1
      if (last > MAX_TABLE_NUMBER) return { outcome: 'too-high', count: rows.length, first }
      if (scope === 'all') s.clearAll.run()
      rows.forEach((row, index) => s.setNumber.run(first + index, row.id))
      return { outcome: 'ok', count: rows.length, first, last }
    })
    .immediate()
}

export type TableNumberChange =
  { outcome: 'ok' } | { outcome: 'not-found' } | { outcome: 'taken'; holder: { id: number; name: string } }

/**
 * One project's number, or none. A number another project holds is refused, never swapped: the organiser
 * moves that project first. The unique index stands behind the check, should two edits race.
 */
export function setTableNumber(db: DB, id: number, tableNumber: number | null): TableNumberChange {
  const s = statements(db)
  return db.$client
    .transaction((): TableNumberChange => {
      if (tableNumber !== null) {
        const holder = s.holder.get(tableNumber, id)
        if (holder) return { outcome: 'taken', holder }
      }
      return s.setNumber.run(tableNumber, id).changes === 1 ? { outcome: 'ok' } : { outcome: 'not-found' }
    })
    .immediate()
}

export type TableNumbering = {
  /** Projects with a number now: "Number the tables" replaces them. */
  numbered: number
  /** Approved projects without one: "Number only the projects without a table" numbers them. */
  waiting: number
  /** The highest number in use, 0 for none: theirs start after it. */
  highest: number
}

/** What the confirmation of "Number the tables" tells the organiser before either choice. */
export function tableNumbering(db: DB): TableNumbering {
  return statements(db).numbering.get()!
}

/**
 * The printed table cards: every approved project with a table, in table order, the author's name in the
 * form the organiser chose for public pages (a card stands in the room, in front of every visitor).
 */
export function listTableCards(db: DB) {
  const style = getJudgingSettings(db).participantNames
  return statements(db)
    .cards.all()
    .map((card) => ({ ...card, authorName: publicName(card.authorName, style) }))
}

export type TableCard = ReturnType<typeof listTableCards>[number]
