import * as z from 'zod'
import { BALLOT_SEARCH_MAX_LENGTH, BALLOTS_RANGE, wrongCodeMessage } from './ballot-fields'

export * from './ballot-fields'

// People's Choice (docs/decisions/0032): one schema per form, and the texts the pages and the server share.

// The organiser's forms (the awards page's People's Choice panel) write their messages as catalogue keys,
// read in the page's words with BALLOTS_RANGE's min and max (app/features/results/peoples-choice.server.ts).

/** The organiser's "Print ballots": how many to make. */
export const makeBallotsSchema = z.object({
  count: z.coerce
    .number({ error: 'print.ballots.countRequired' })
    .int('print.ballots.wholeNumber')
    .min(BALLOTS_RANGE.min, 'print.ballots.range')
    .max(BALLOTS_RANGE.max, 'print.ballots.range'),
})

/** The organiser's switch. */
export const votingSwitchSchema = z.object({
  voting: z.enum(['open', 'closed'], { error: 'print.voting.choose' }),
})

/** The organiser voids a ballot by the code printed on it (a lost sheet). */
export const voidBallotSchema = z.object({
  code: z.string({ error: 'print.ballots.codeRequired' }).trim().min(1, 'print.ballots.codeRequired').max(40),
})

/** A visitor types their ballot's code at /vote (its messages are catalogue keys). */
export const typedCodeSchema = z.object({
  code: z
    .string({ error: 'showcase.vote.codeRequired' })
    .trim()
    .min(1, 'showcase.vote.codeRequired')
    .max(40, wrongCodeMessage),
})

/** A ballot's vote: the chosen project, confirmed (its messages are catalogue keys). */
export const voteSchema = z.object({
  projectId: z.coerce
    .number({ error: 'showcase.ballot.chooseProject' })
    .int()
    .positive('showcase.ballot.chooseProject'),
})

/** /vote/<token>?q=…&page=…&project=…: anything unknown falls back to the list's first page. */
export const ballotQuerySchema = z.object({
  q: z
    .string()
    .transform((q) => q.replace(/\s+/g, ' ').trim().slice(0, BALLOT_SEARCH_MAX_LENGTH))
    .catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  project: z.coerce.number().int().positive().optional().catch(undefined),
})
