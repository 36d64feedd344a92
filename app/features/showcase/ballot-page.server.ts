import type { DB } from '../../../db/connection'
import type { BallotQuery } from '~/features/showcase/ballot-fields'
import { ballotChoice, ballotChoices, type BallotChoice, type BallotList } from './ballot-choices.server'
import { ballotByToken, type BallotState } from './ballots.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { castVote, type VoteResult } from './votes.server'
import { nameStyleFor, publicViewer } from './visibility.server'
import { isVotingOpen } from './voting-state.server'

// What /vote/<token> shows (docs/decisions/0032, 0041): never a count, only this ballot's own vote; one
// page of the list (or the project waiting to be confirmed), never all of them.

export type BallotPage =
  | { state: 'void' }
  | { state: 'closed'; vote: BallotChoice | null }
  | {
      state: 'open'
      vote: BallotChoice | null
      query: { q: string; page: number }
      confirm: BallotChoice | null
      /** Null while a project waits to be confirmed: the list is not shown then. */
      list: BallotList | null
    }

/** The ballot a token opens, or null (a 404 that says nothing more). */
export function openBallot(db: DB, token: string | undefined): BallotState | null {
  return token && token.length <= 64 ? ballotByToken(db, token) : null
}

export function ballotPage(db: DB, ballot: BallotState, query: BallotQuery): BallotPage {
  if (ballot.voided) return { state: 'void' }
  // A ballot is a public page: names as the public reads them, and searched as read.
  const names = nameStyleFor(publicViewer, getJudgingSettings(db).participantNames)
  const vote = ballot.projectId ? ballotChoice(db, ballot.projectId, names) : null
  if (!isVotingOpen(db)) return { state: 'closed', vote }
  const confirm = query.project ? ballotChoice(db, query.project, names) : null
  const list = confirm ? null : ballotChoices(db, { search: query.q, names, page: query.page })
  return {
    state: 'open',
    vote,
    query: { q: query.q, page: list?.page ?? query.page },
    confirm,
    list,
  }
}

export function voteWith(db: DB, ballot: BallotState, projectId: number): VoteResult {
  return castVote(db, ballot.id, projectId)
}
