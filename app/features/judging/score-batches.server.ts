import type Database from 'better-sqlite3'
import { statementCache } from '../../../db/statements'

/**
 * What a batch did: rows written, rows left alone because a newer evaluation was already stored, and the
 * projects those belong to (the judge is told their evaluation of them was not applied).
 */
export type BatchOutcome = { saved: number; skipped: number; skippedProjects: number[] }

// The ledger of score batches applied with a browser-made id: what makes a batch sent twice, by
// a retry after a lost answer or by a tablet's offline queue, apply once. scores.server.ts reads and
// writes it inside the scoring transaction.

const statements = statementCache((client: Database.Database) => ({
  find: client.prepare<[string], { judgeId: number; answer: string }>(
    'SELECT judge_id AS judgeId, answer FROM score_batches WHERE batch_id = ?',
  ),
  record: client.prepare<[string, number, string]>(
    'INSERT INTO score_batches (batch_id, judge_id, answer) VALUES (?, ?, ?)',
  ),
}))

export function batchLedger(client: Database.Database) {
  const s = statements({ $client: client })
  return {
    find(batchId: string): { judgeId: number; answer: BatchOutcome } | undefined {
      const row = s.find.get(batchId)
      if (!row) return undefined
      // Answers recorded before skipped projects were named have none.
      const answer = JSON.parse(row.answer) as Omit<BatchOutcome, 'skippedProjects'> & Partial<BatchOutcome>
      return { judgeId: row.judgeId, answer: { ...answer, skippedProjects: answer.skippedProjects ?? [] } }
    },
    record(batchId: string, judgeId: number, answer: BatchOutcome) {
      s.record.run(batchId, judgeId, JSON.stringify(answer))
    },
  }
}
