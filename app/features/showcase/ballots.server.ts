import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { ballotKeys, normaliseCode } from './ballot-keys.server'

// People's Choice ballots (docs/decisions/0032-peoples-choice-ballots.md): made in batches by "Print
// ballots", printed (again) from their ids, found by a token or a typed code, voided by the organiser.

export const BALLOTS_PER_BATCH = { min: 1, max: 2000 } as const

export type BallotState = { id: number; projectId: number | null; voided: boolean }
export type PrintedBallot = { id: number; token: string; code: string }
export type BallotBatch = { batch: number; count: number; voided: number }

type Client = Pick<DB, '$client'>

const statements = statementCache((client: Database.Database) => ({
  // AUTOINCREMENT's counter, not max(id): an id is never given twice, even after the ballots of a past
  // challenge were deleted, so an old sheet never opens a new ballot.
  lastId: client
    .prepare<[], number>(`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'ballots'), 0)`)
    .pluck(),
  nextBatch: client.prepare<[], number>(`SELECT coalesce(max(batch), 0) + 1 FROM ballots`).pluck(),
  insert: client.prepare<[number, number, string, string]>(
    `INSERT INTO ballots (id, batch, token_key, code_key) VALUES (?, ?, ?, ?)`,
  ),
  byTokenKey: client.prepare<[string], { id: number; projectId: number | null; voidedAt: number | null }>(
    `SELECT id, project_id AS projectId, voided_at AS voidedAt FROM ballots WHERE token_key = ?`,
  ),
  byCodeKey: client.prepare<[string], { id: number; projectId: number | null; voidedAt: number | null }>(
    `SELECT id, project_id AS projectId, voided_at AS voidedAt FROM ballots WHERE code_key = ?`,
  ),
  sheet: client
    .prepare<[number], number>(`SELECT id FROM ballots WHERE batch = ? AND voided_at IS NULL ORDER BY id`)
    .pluck(),
  batches: client.prepare<[], BallotBatch>(
    `SELECT batch, count(*) AS count, count(voided_at) AS voided FROM ballots GROUP BY batch ORDER BY batch`,
  ),
  voidBallot: client.prepare<[number]>(
    `UPDATE ballots SET voided_at = cast(unixepoch('subsec') * 1000 as integer), project_id = NULL,
       voted_at = NULL
     WHERE id = ? AND voided_at IS NULL`,
  ),
  deleteAll: client.prepare(`DELETE FROM ballots`),
  closeVoting: client.prepare(`UPDATE voting_settings SET voting_open = 0`),
}))

/** Makes `count` ballots as one new batch, in one transaction; returns the batch's number. */
export function makeBallots(db: Client, count: number): number {
  const s = statements(db)
  const keys = ballotKeys()
  return db.$client
    .transaction(() => {
      const first = s.lastId.get()! + 1
      const batch = s.nextBatch.get()!
      for (let id = first; id < first + count; id++) {
        s.insert.run(
          id,
          batch,
          keys.lookupKey('token', keys.token(id)),
          keys.lookupKey('code', keys.code(id)),
        )
      }
      return batch
    })
    .immediate()
}

export function listBatches(db: Client): BallotBatch[] {
  return statements(db).batches.all()
}

/** The ballots of a batch still valid, with their secrets, for the printed sheet. */
export function printBatch(db: Client, batch: number): PrintedBallot[] {
  const keys = ballotKeys()
  return statements(db)
    .sheet.all(batch)
    .map((id) => ({ id, token: keys.token(id), code: keys.code(id) }))
}

const toState = (row: { id: number; projectId: number | null; voidedAt: number | null } | undefined) =>
  row ? { id: row.id, projectId: row.projectId, voided: row.voidedAt !== null } : null

/** The ballot a QR code's token opens, void or not, or null. */
export function ballotByToken(db: Client, token: string): BallotState | null {
  return toState(statements(db).byTokenKey.get(ballotKeys().lookupKey('token', token)))
}

/**
 * The ballot a typed code opens, or null: a wrong code and a void ballot's code alike. One keyed hash and
 * one indexed look-up whatever was typed, so every wrong code takes the same path and the same time.
 */
export function ballotByCode(db: Client, typed: string): (BallotState & { token: string }) | null {
  const keys = ballotKeys()
  const state = toState(statements(db).byCodeKey.get(keys.lookupKey('code', normaliseCode(typed))))
  return state && !state.voided ? { ...state, token: keys.token(state.id) } : null
}

/** Voids the ballot with this printed code (a lost sheet), removing its vote; false if none is valid. */
export function voidBallot(db: Client, typed: string): boolean {
  const ballot = ballotByCode(db, typed)
  return ballot ? statements(db).voidBallot.run(ballot.id).changes === 1 : false
}

/**
 * Deletes every ballot with its vote and closes voting, inside the caller's transaction: a new challenge
 * starts without them (the archive made before keeps them). Ids are not reused (see lastId). Pass the
 * database whose connection holds the transaction (a Drizzle transaction's callback may pass `db`:
 * better-sqlite3 runs these statements on that one connection, inside it).
 */
export function deletePeoplesChoice(tx: Client): void {
  const s = statements(tx)
  s.deleteAll.run()
  s.closeVoting.run()
}
