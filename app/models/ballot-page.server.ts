import type { DB } from '../../db/connection'
import { ballotByToken, type BallotState } from './ballots.server'
import { getJudgingSettings } from './judging-settings.server'
import { ballotChoice, ballotChoices, castVote, type BallotChoice, type VoteResult } from './votes.server'
import { isVotingOpen } from './voting-state.server'

// What /vote/<token> shows (docs/decisions/0032): never a count, only this ballot's own vote.

export type BallotPage =
  | { state: 'void' }
  | { state: 'closed'; vote: string | null }
  | {
      state: 'open'
      vote: string | null
      search: string
      confirm: { id: number; name: string; authorName: string } | null
      choices: BallotChoice[]
    }

/** The ballot a token opens, or null (a 404 that says nothing more). */
export function openBallot(db: DB, token: string | undefined): BallotState | null {
  return token && token.length <= 64 ? ballotByToken(db, token) : null
}

export function ballotPage(db: DB, ballot: BallotState, query: { q: string; project?: number }): BallotPage {
  if (ballot.voided) return { state: 'void' }
  const names = getJudgingSettings(db).participantNames
  const vote = ballot.projectId ? (ballotChoice(db, ballot.projectId, names)?.name ?? null) : null
  if (!isVotingOpen(db)) return { state: 'closed', vote }
  return {
    state: 'open',
    vote,
    search: query.q,
    confirm: query.project ? ballotChoice(db, query.project, names) : null,
    choices: ballotChoices(db, { search: query.q, names }),
  }
}

export function voteWith(db: DB, ballot: BallotState, projectId: number): VoteResult {
  return castVote(db, ballot.id, projectId)
}
