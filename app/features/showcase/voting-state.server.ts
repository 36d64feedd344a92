import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { db } from '~/infra/db.server'

// Whether People's Choice voting is open (docs/decisions/0032): the organiser's switch, closed by default.
// The vote's own UPDATE reads the same row (votes.server.ts), so a vote never lands after closing.

const statements = statementCache((client: Database.Database) => ({
  get: client.prepare<[], number>(`SELECT voting_open FROM voting_settings WHERE id = 1`).pluck(),
  set: client.prepare<{ open: number }>(
    `INSERT INTO voting_settings (id, voting_open, updated_at)
     VALUES (1, @open, cast(unixepoch('subsec') * 1000 as integer))
     ON CONFLICT (id) DO UPDATE SET voting_open = @open, updated_at = excluded.updated_at`,
  ),
}))

/** Whether voting is open; `client` defaults to the app's database (the table cards ask without one). */
export function isVotingOpen(client: DB = db): boolean {
  return statements(client).get.get() === 1
}

export function setVotingOpen(client: DB, open: boolean): void {
  statements(client).set.run({ open: open ? 1 : 0 })
}
