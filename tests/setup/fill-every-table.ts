import type Database from 'better-sqlite3'
import { expect } from 'vitest'

// Rows for every table of a database at any level of the migrations, read from the schema it has: parents
// first, foreign keys pointing at them, made-up values for the rest (tests/integration/migrations.test.ts).

/** The app's tables, without SQLite's own and drizzle's journal of applied migrations. */
export function userTables(sqlite: Database.Database) {
  return sqlite
    .prepare<[], string>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name <> '__drizzle_migrations' ORDER BY name`,
    )
    .pluck()
    .all()
}

type Column = { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }
type ForeignKey = { table: string; from: string; to: string | null }

/** Values for the columns a CHECK constraint limits or the app reads in a shape; the rest are made up. */
const chosen: Record<string, Record<string, (i: number) => unknown>> = {
  projects: {
    submission_type: () => 'photo',
    submission_method: () => 'upload',
    status: (i) => ['approved', 'pending', 'rejected'][i % 3],
    author_email: (i) => `family${i}@example.org`,
  },
  judges: { email: (i) => `judge${i}@example.org` },
  stored_files: { role: () => 'file', content_type: () => 'image/png' },
  score_batches: { answer: () => JSON.stringify({ saved: 1, skipped: 0 }) },
  // Every column has a default: one of them given, so that the INSERT names a column.
  new_challenges: { dates_updated_at: (i) => (i === 0 ? null : 1_750_000_000_000 + i) },
  // One row per section of the Event tab, each a JSON object.
  event_details: { section: (i) => ['club', 'event', 'agenda'][i % 3], value: () => '{}' },
  // The club's languages: one row, naming languages the product speaks.
  event_languages: { id: () => 1, default_language: () => 'es', offered: () => '["es","en"]' },
  criterion_words: { language: () => 'es' },
}
const ROWS = 3
/** The tables that hold one row at most. */
const ONE_ROW = new Set(['event_languages'])

export function fillEveryTable(sqlite: Database.Database) {
  sqlite.pragma('foreign_keys = ON')
  const tables = userTables(sqlite)
  const parents = new Map(tables.map((t) => [t, sqlite.pragma(`foreign_key_list("${t}")`) as ForeignKey[]]))
  const filled = new Map<string, Record<string, unknown>[]>()
  // Parents first: a row refers to rows already there.
  const order: string[] = []
  const visit = (table: string) => {
    if (order.includes(table)) return
    for (const fk of parents.get(table) ?? []) if (fk.table !== table) visit(fk.table)
    order.push(table)
  }
  tables.forEach(visit)
  sqlite.transaction(() => order.forEach((table) => fillTable(sqlite, table, parents.get(table)!, filled)))()
}

function fillTable(
  sqlite: Database.Database,
  table: string,
  foreignKeys: ForeignKey[],
  filled: Map<string, Record<string, unknown>[]>,
) {
  const columns = sqlite.pragma(`table_info("${table}")`) as Column[]
  const count = () => sqlite.prepare<[], number>(`SELECT count(*) FROM "${table}"`).pluck().get()!
  // Rows made by a migration (the settings' one row) or by a trigger (a score's progress) are enough.
  const made = count() > 0
  for (let i = 0; !made && i < (ONE_ROW.has(table) ? 1 : ROWS); i++) {
    const row = new Map<string, unknown>()
    for (const column of columns) {
      const value = valueFor(table, column, i, foreignKeys, filled)
      if (value !== undefined) row.set(column.name, value)
    }
    const names = [...row.keys()].map((name) => `"${name}"`)
    try {
      sqlite
        .prepare(`INSERT INTO "${table}" (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
        .run(...row.values())
    } catch (error) {
      const reason = (error as Error).message
      throw new Error(`Could not fill ${table}: ${reason}. Give the column a value in \`chosen\`.`)
    }
  }
  expect(count(), `rows in ${table}`).toBeGreaterThan(0)
  filled.set(
    table,
    sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[],
  )
}

function valueFor(
  table: string,
  column: Column,
  i: number,
  foreignKeys: ForeignKey[],
  filled: Map<string, Record<string, unknown>[]>,
): unknown {
  const pick = chosen[table]?.[column.name]
  if (pick) return pick(i)
  const fk = foreignKeys.find((f) => f.from === column.name)
  // A key to a row of its own table (a project's previous version) stays empty, as a first version's does.
  if (fk?.table === table) return undefined
  if (fk) {
    const rows = filled.get(fk.table)!
    return rows[i % rows.length]![fk.to ?? 'id']
  }
  if (column.pk && column.type.toUpperCase() === 'INTEGER') return undefined
  if (!column.notnull || column.dflt_value !== null) return undefined
  const type = column.type.toUpperCase()
  if (type.includes('INT')) return i + 1
  if (type.includes('REAL')) return 1
  return `${table}.${column.name} ${i}`
}
