import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import { cardImage } from '~/features/submissions/projects.server'
import { listedSql } from './visibility.server'

// People's Choice votes (docs/decisions/0032): a ballot's vote is its row's project_id, written by one
// UPDATE whose WHERE holds every rule (the ballot not void, voting open, an approved project), so no order
// or number of requests gives a ballot two votes or a vote after closing.

export type VoteResult = 'saved' | 'closed' | 'void' | 'unknown-project'

export type VoteCount = { id: number; name: string; authorName: string; votes: number }
type CountRow = VoteCount & { thumbnail: string | null; url: string | null; submissionType: string }
export type VoteTally = { made: number; used: number; voided: number; counts: VoteCount[] }

// A vote goes to a story's newest approved version; one cast for an earlier version counts for the newest.
const approved = listedSql('public', 'p')

const statements = statementCache((client: Database.Database) => ({
  vote: client.prepare<{ ballot: number; project: number }>(
    `UPDATE ballots SET project_id = :project, voted_at = cast(unixepoch('subsec') * 1000 as integer)
     WHERE id = :ballot AND voided_at IS NULL
       AND EXISTS (SELECT 1 FROM voting_settings WHERE id = 1 AND voting_open = 1)
       AND EXISTS (SELECT 1 FROM projects p WHERE p.id = :project AND ${approved})`,
  ),
  why: client.prepare<
    { ballot: number; project: number },
    { voided: number | null; open: number | null; known: number | null }
  >(
    `SELECT (SELECT voided_at IS NOT NULL FROM ballots WHERE id = :ballot) AS voided,
       (SELECT voting_open FROM voting_settings WHERE id = 1) AS open,
       (SELECT 1 FROM projects p WHERE p.id = :project AND ${approved}) AS known`,
  ),
  counts: client.prepare<[], CountRow>(
    `SELECT p.id, p.name, p.author_name AS authorName, count(*) AS votes, p.thumbnail, p.url,
       p.submission_type AS submissionType
     FROM ballots b JOIN projects v ON v.id = b.project_id
       JOIN projects p ON (p.id = coalesce(v.story_id, v.id) OR p.story_id = coalesce(v.story_id, v.id))
     WHERE b.voided_at IS NULL AND ${approved}
     GROUP BY p.id ORDER BY votes DESC, p.name COLLATE NOCASE, p.id`,
  ),
  totals: client.prepare<[], { made: number; used: number; voided: number }>(
    `SELECT count(*) AS made, count(b.project_id) AS used, count(b.voided_at) AS voided FROM ballots b`,
  ),
}))

/** Records (or changes) a ballot's vote; anything refused says why, and writes nothing. */
export function castVote(db: Pick<DB, '$client'>, ballotId: number, projectId: number): VoteResult {
  const s = statements(db)
  const params = { ballot: ballotId, project: projectId }
  if (s.vote.run(params).changes === 1) return 'saved'
  const why = s.why.get(params)!
  if (why.voided !== 0) return 'void'
  if (why.open !== 1) return 'closed'
  return 'unknown-project'
}

/** The organiser's count (docs/decisions/0032: for the admin only): ballots made, used, void, and votes. */
export function voteTally(db: Pick<DB, '$client'>): VoteTally {
  const s = statements(db)
  const counts = s.counts.all().map(({ id, name, authorName, votes }) => ({ id, name, authorName, votes }))
  return { ...s.totals.get()!, counts }
}

/**
 * The projects with the most votes (all of them on a tie), or none before the first vote: what the reveal
 * announces and the certificates say, never the count itself.
 */
export function peoplesChoiceWinners(
  db: Pick<DB, '$client'>,
): { id: number; name: string; authorName: string; image: string }[] {
  const counts = statements(db).counts.all()
  const top = counts[0]?.votes ?? 0
  return counts
    .filter((row) => top > 0 && row.votes === top)
    .map((row) => ({
      id: row.id,
      name: row.name,
      authorName: row.authorName,
      image: cardImage(row as Parameters<typeof cardImage>[0]),
    }))
}
