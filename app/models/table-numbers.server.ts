import type Database from 'better-sqlite3'
import type { DB } from '../../db/connection'
import { statementCache } from '../../db/statements'
import { submissionTypes, type SubmissionType } from '~/schemas/project-fields'
import type { TableOrder } from '~/schemas/table-numbers'
import { tableLabel } from '~/utils/text'
import { getJudgingSettings } from './judging-settings.server'
import { publicName } from './public-names'

// The showcase floor: which table each approved project stands at. The numbers are unique (the index of
// migration 0015 enforces it); a project that is not approved may keep its number, but it is never printed.

type NumberingRow = { id: number; name: string; submissionType: SubmissionType; submittedAt: number }

const statements = statementCache((client: Database.Database) => ({
  approved: client.prepare<[], NumberingRow>(
    `SELECT id, name, submission_type AS submissionType, submitted_at AS submittedAt
     FROM projects WHERE status = 'approved' ORDER BY submitted_at, id`,
  ),
  clearAll: client.prepare('UPDATE projects SET table_number = NULL WHERE table_number IS NOT NULL'),
  setNumber: client.prepare<[number | null, number]>('UPDATE projects SET table_number = ? WHERE id = ?'),
  holder: client.prepare<[number, number], { id: number; name: string }>(
    'SELECT id, name FROM projects WHERE table_number = ? AND id <> ?',
  ),
  numbered: client
    .prepare<[], number>('SELECT count(*) FROM projects WHERE table_number IS NOT NULL')
    .pluck(),
  cards: client.prepare<[], { id: number; tableNumber: number; name: string; authorName: string }>(
    `SELECT id, table_number AS tableNumber, name, author_name AS authorName
     FROM projects INDEXED BY projects_table_number_idx
     WHERE status = 'approved' AND table_number IS NOT NULL
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

/**
 * "Number the tables": every number is taken away, then the approved projects get 1…n in the order chosen,
 * in one transaction, so no one ever sees half a floor plan (nor two projects at one table). Returns n.
 */
export function numberTables(db: DB, order: TableOrder): number {
  const s = statements(db)
  return db.$client.transaction(() => {
    const rows = s.approved.all().sort(orders[order])
    s.clearAll.run()
    rows.forEach((row, index) => s.setNumber.run(index + 1, row.id))
    return rows.length
  })()
}

export type TableNumberChange =
  { outcome: 'ok' } | { outcome: 'not-found' } | { outcome: 'taken'; holder: { id: number; name: string } }

/** Why a number was refused, in the organiser's words: which project already stands there. */
export const tableTakenMessage = (tableNumber: number, holderName: string) =>
  `${tableLabel(tableNumber)} is already “${holderName}”'s table. Give one of them another number first.`

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

/** How many projects have a table number now (the confirmation of "Number the tables" says they change). */
export function countNumberedTables(db: DB): number {
  return statements(db).numbered.get()!
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
