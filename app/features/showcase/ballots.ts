import * as z from 'zod'
import { BALLOT_SEARCH_MAX_LENGTH, BALLOTS_RANGE, wrongCodeMessage } from './ballot-fields'

export * from './ballot-fields'

// People's Choice (docs/decisions/0032): one schema per form, and the texts the pages and the server share.

/** The organiser's "Print ballots": how many to make. */
export const makeBallotsSchema = z.object({
  count: z.coerce
    .number({ error: 'Enter how many ballots to make' })
    .int('Enter a whole number')
    .min(BALLOTS_RANGE.min, `Make between ${BALLOTS_RANGE.min} and ${BALLOTS_RANGE.max} ballots`)
    .max(BALLOTS_RANGE.max, `Make between ${BALLOTS_RANGE.min} and ${BALLOTS_RANGE.max} ballots`),
})

/** The organiser's switch. */
export const votingSwitchSchema = z.object({
  voting: z.enum(['open', 'closed'], { error: 'Choose whether voting is open or closed' }),
})

/** The organiser voids a ballot by the code printed on it (a lost sheet). */
export const voidBallotSchema = z.object({
  code: z
    .string({ error: 'Type the code printed on the ballot' })
    .trim()
    .min(1, 'Type the code printed on the ballot')
    .max(40),
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
