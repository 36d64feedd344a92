import * as z from 'zod'

const scoringMessages = {
  scoreNotNumber: 'Score must be a number',
  // The words the judge's form has always shown.
  scoreNegative: 'Score cannot be negative',
  emptyBatch: 'Send at least one score',
  batchId: 'The evaluation id must be 16 to 100 letters, digits, - or _.',
  ageMs: 'The evaluation’s age must be a number of milliseconds.',
  judgeId: 'Unknown judge.',
  unknownProject: 'Unknown project.',
  unknownCriterion: 'Unknown scoring criterion.',
  // Zod's own: 'Too big: expected string to have <=2000 characters'.
  textTooLong: undefined,
} as const

type ScoringMessages = {
  readonly [K in Exclude<keyof typeof scoringMessages, 'textTooLong'>]: string
} & { readonly textTooLong: string | undefined }

/**
 * The same messages as the judge's page says them, in its language: catalogue keys (app/i18n/en/judge.ts).
 * The JSON API keeps the English above.
 */
const scoringMessageKeys = {
  scoreNotNumber: 'judge.refusal.scoreNotNumber',
  scoreNegative: 'judge.refusal.negative',
  emptyBatch: 'judge.refusal.empty',
  batchId: 'judge.refusal.batchId',
  ageMs: 'judge.refusal.ageMs',
  judgeId: 'judge.refusal.judgeId',
  unknownProject: 'judge.refusal.unknownProject',
  unknownCriterion: 'judge.refusal.unknownCriterion',
  textTooLong: 'judge.refusal.textTooLong',
} as const satisfies ScoringMessages

/** What the judge is told when their evaluation arrived after a newer one of the same project (the API). */
export const notAppliedMessage = (projectName: string) =>
  `A newer evaluation of ${projectName} was already saved, so this one was not applied.`

// A number as JSON sends it, or the digits a form sends. Nothing else: z.coerce would read null and ""
// as 0, true as 1, [7] as 7 and "0x5" as 5: scores nobody typed.
const numeral = (pattern: RegExp, message: string) =>
  z.union([z.number(), z.string().trim().regex(pattern).transform(Number)], { error: message })

/** An optional field: absent, or "" as a form sends an empty one. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

function scoreBatchSchemaWith(messages: ScoringMessages) {
  /**
   * One criterion's score, shared by the dashboard form, its action and
   * POST /api/scoring/submit-batch. The maximum and the whole-number rule depend
   * on the criterion, which only the database knows, so the model checks them.
   */
  const scoreItemSchema = z.object({
    projectId: numeral(/^\d+$/, messages.unknownProject).pipe(
      z.number().int().positive(messages.unknownProject),
    ),
    criteriaId: numeral(/^\d+$/, messages.unknownCriterion).pipe(
      z.number().int().positive(messages.unknownCriterion),
    ),
    score: numeral(/^-?\d+(?:\.\d+)?$/, messages.scoreNotNumber).pipe(
      z.number().min(0, messages.scoreNegative),
    ),
    comments: z.string().trim().max(2000, messages.textTooLong).optional().nullable(),
    // Beside the comment, for the organiser only (never the family's, never public).
    organiserNote: z.string().trim().max(2000, messages.textTooLong).optional().nullable(),
  })

  return z.object({
    scores: z.array(scoreItemSchema).min(1, messages.emptyBatch),
    // For a tablet's offline queue (docs/decisions/0015), all optional. The id the browser gave this
    // evaluation, the same on every retry, so it is applied once.
    batchId: blankAsMissing(
      z.string({ error: messages.batchId }).regex(/^[A-Za-z0-9_-]{16,100}$/, messages.batchId),
    ),
    // How long ago the judge pressed the button, as the tablet measured it: the server orders evaluations
    // by its own clock minus this age (a wrong or negative one is clamped there, never refused: a refusal
    // would lose the evaluation). Pages from before sent `evaluatedAt`, the tablet's wall clock: it is
    // dropped here unread, since a tablet's clock may be off by a day.
    ageMs: blankAsMissing(numeral(/^-?\d{1,15}(?:\.\d+)?$/, messages.ageMs)),
    // The judge the tablet means to send as. A safeguard only: the scores are always the signed-in judge's,
    // and a batch meant for another judge is not applied (a tablet shared by two judges).
    judgeId: blankAsMissing(
      numeral(/^\d+$/, messages.judgeId).pipe(z.number().int().positive(messages.judgeId)),
    ),
  })
}

/** An evaluation: the JSON API's, its messages in English. */
export const scoreBatchSchema = scoreBatchSchemaWith(scoringMessages)

/** The same, as the judge dashboard's form reads it: its messages are the page's catalogue keys. */
export const scoreBatchFormSchema = scoreBatchSchemaWith(scoringMessageKeys)

export type ScoreItem = z.infer<typeof scoreBatchSchema>['scores'][number]
