import type { DB } from '../../../db/connection'
import { listBatches, makeBallots, voidBallot, type BallotBatch } from '~/features/showcase/ballots.server'
import { voteTally, type VoteTally } from '~/features/showcase/votes.server'
import { isVotingOpen, setVotingOpen } from '~/features/showcase/voting-state.server'
import {
  BALLOTS_RANGE,
  makeBallotsSchema,
  voidBallotSchema,
  votingSwitchSchema,
} from '~/features/showcase/ballots'
import type { Translate } from '~/i18n/translate'

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

/** A schema's first message (a catalogue key), in the page's words. */
const firstIssue = (t: Translate, error: { issues: { message: string }[] }) =>
  t(error.issues[0]?.message ?? 'print.form.check', { min: BALLOTS_RANGE.min, max: BALLOTS_RANGE.max })

/** One of the panel's forms, by its intent; its notice or its error in the page's words (`t`). */
export function runPeoplesChoiceIntent(
  db: DB,
  intent: PeoplesChoiceIntent,
  form: FormData,
  t: Translate,
): PanelResult {
  const fields = Object.fromEntries(form)
  if (intent === 'voting') {
    const parsed = votingSwitchSchema.safeParse(fields)
    if (!parsed.success) return { ok: false, intent, message: firstIssue(t, parsed.error) }
    const open = parsed.data.voting === 'open'
    setVotingOpen(db, open)
    return open
      ? { ok: true, title: t('print.voting.open'), description: t('print.voting.openNow') }
      : { ok: true, title: t('print.voting.closed'), description: t('print.voting.closedNow') }
  }
  if (intent === 'make-ballots') {
    const parsed = makeBallotsSchema.safeParse(fields)
    if (!parsed.success) return { ok: false, intent, message: firstIssue(t, parsed.error) }
    const batch = makeBallots(db, parsed.data.count)
    return {
      ok: true,
      title: t('print.ballots.made'),
      description: t('print.ballots.ready', { count: parsed.data.count }),
      batch,
    }
  }
  const parsed = voidBallotSchema.safeParse(fields)
  if (!parsed.success) return { ok: false, intent, message: firstIssue(t, parsed.error) }
  if (!voidBallot(db, parsed.data.code)) {
    return { ok: false, intent, message: t('print.ballots.noSuchCode') }
  }
  return { ok: true, title: t('print.ballots.voided'), description: t('print.ballots.voidedText') }
}
