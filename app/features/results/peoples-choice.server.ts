import type { DB } from '../../../db/connection'
import { listBatches, makeBallots, voidBallot, type BallotBatch } from '~/features/showcase/ballots.server'
import { voteTally, type VoteTally } from '~/features/showcase/votes.server'
import { isVotingOpen, setVotingOpen } from '~/features/showcase/voting-state.server'
import { makeBallotsSchema, voidBallotSchema, votingSwitchSchema } from '~/features/showcase/ballots'

// The organiser's People's Choice panel on the awards page (docs/decisions/0032): the switch, "Print
// ballots", voiding a ballot, and the count, which nobody else ever sees.

export type PeoplesChoicePanel = { open: boolean; tally: VoteTally; batches: BallotBatch[] }

export function peoplesChoicePanel(db: DB): PeoplesChoicePanel {
  return { open: isVotingOpen(db), tally: voteTally(db), batches: listBatches(db) }
}

export const peoplesChoiceIntents = ['voting', 'make-ballots', 'void-ballot'] as const
export type PeoplesChoiceIntent = (typeof peoplesChoiceIntents)[number]

export type PanelResult =
  | { ok: true; title: string; description: string; batch?: number }
  | { ok: false; intent: PeoplesChoiceIntent; message: string }

const firstIssue = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Check the form'

/** One of the panel's forms, by its intent. */
export function runPeoplesChoiceIntent(db: DB, intent: PeoplesChoiceIntent, form: FormData): PanelResult {
  const fields = Object.fromEntries(form)
  if (intent === 'voting') {
    const parsed = votingSwitchSchema.safeParse(fields)
    if (!parsed.success) return { ok: false, intent, message: firstIssue(parsed.error) }
    const open = parsed.data.voting === 'open'
    setVotingOpen(db, open)
    return open
      ? { ok: true, title: 'Voting open', description: 'Ballots can vote and change their vote now.' }
      : { ok: true, title: 'Voting closed', description: 'Ballots show “Voting is closed”.' }
  }
  if (intent === 'make-ballots') {
    const parsed = makeBallotsSchema.safeParse(fields)
    if (!parsed.success) return { ok: false, intent, message: firstIssue(parsed.error) }
    const batch = makeBallots(db, parsed.data.count)
    return {
      ok: true,
      title: 'Ballots made',
      description: `${parsed.data.count} ballots, ready to print.`,
      batch,
    }
  }
  const parsed = voidBallotSchema.safeParse(fields)
  if (!parsed.success) return { ok: false, intent, message: firstIssue(parsed.error) }
  if (!voidBallot(db, parsed.data.code)) {
    return { ok: false, intent, message: 'No valid ballot has that code.' }
  }
  return { ok: true, title: 'Ballot voided', description: 'Its vote, if any, no longer counts.' }
}
