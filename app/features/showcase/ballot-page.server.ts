import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { DB } from '../../../db/connection'
import type { BallotQuery } from '~/features/showcase/ballot-fields'
import { translatorFor } from '~/features/event/page-language.server'
import { readFormData } from '~/infra/body.server'
import { db as appDb } from '~/infra/db.server'
import { secretAddressHeaders } from '~/utils/secret-address'
import { ballotHref, ballotQuerySchema, voidBallotMessage, votingClosedMessage, voteSchema } from './ballots'
import { ballotChoice, ballotChoices, type BallotChoice, type BallotList } from './ballot-choices.server'
import { ballotByToken, type BallotState } from './ballots.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { castVote, type VoteResult } from './votes.server'
import { nameStyleFor, publicViewer } from './visibility.server'
import { isVotingOpen } from './voting-state.server'

// What /vote/<token> shows (docs/decisions/0032, 0041): never a count, only this ballot's own vote; one
// page of the list (or the project waiting to be confirmed), never all of them. The page's loader and
// action are here too, so that its route imports one server module (docs/decisions/0028).

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

/** A token's ballot, or a 404 that says nothing more. */
function ballotFor(token: string | undefined) {
  const ballot = openBallot(appDb, token)
  if (!ballot) throw data(null, { status: 404, headers: secretAddressHeaders })
  return ballot
}

const queryOf = (request: Request) =>
  ballotQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))

/** /vote/<token>'s loader: one page of the ballot, and the address its forms post to. */
export function loadBallotPage(request: Request, token: string | undefined) {
  const ballot = ballotFor(token)
  return data(
    { page: ballotPage(appDb, ballot, queryOf(request)), path: `/vote/${token}` },
    { headers: secretAddressHeaders },
  )
}

const refusals = {
  closed: { message: votingClosedMessage, status: 403 },
  void: { message: voidBallotMessage, status: 403 },
  'unknown-project': { message: 'showcase.ballot.unknownProject', status: 400 },
} as const

/**
 * /vote/<token>'s action: the vote saved, and back to the list where the project was chosen (its search and
 * page came in the form's address); or why not, in the page's language.
 */
export async function voteFromBallotPage(
  request: Request,
  context: AppLoadContext,
  token: string | undefined,
) {
  const ballot = ballotFor(token)
  const parsed = voteSchema.safeParse(Object.fromEntries(await readFormData(request)))
  const result = parsed.success ? voteWith(appDb, ballot, parsed.data.projectId) : 'unknown-project'
  if (result === 'saved') {
    const { q, page } = queryOf(request)
    return redirect(ballotHref(`/vote/${token}`, { q, page }), { status: 303, headers: secretAddressHeaders })
  }
  const { message, status } = refusals[result]
  const t = await translatorFor(request, context)
  return data({ message: t(message) }, { status, headers: secretAddressHeaders })
}
