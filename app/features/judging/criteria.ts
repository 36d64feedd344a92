import * as z from 'zod'
import { checkbox } from '~/features/admin/dashboard-forms'
import { readLevels } from './levels'
import { messageWith } from '~/i18n/messages'
import { languages } from '~/i18n/languages'

// The organiser's scoring criteria: one schema for the Add and Edit Criterion dialogs.

export const CRITERION_NAME_MAX_LENGTH = 100
export const CRITERION_DESCRIPTION_MAX_LENGTH = 500
export const MAX_POINTS_RANGE = { min: 1, max: 100 } as const
export const WEIGHT_RANGE = { min: 0.1, max: 10 } as const

// Catalogue keys (app/i18n/en/grading.ts), which the Criterion dialog writes in the page's language; their
// English says the limits above (100 and 500 characters, 1 to 100 points, a weight of 0.1 to 10).
export const criterionMessages = {
  nameRequired: 'grading.criterion.error.nameRequired',
  nameTooLong: 'grading.criterion.error.nameTooLong',
  nameTaken: 'grading.criterion.error.nameTaken',
  descriptionTooLong: 'grading.criterion.error.descriptionTooLong',
  maxPoints: 'grading.criterion.error.maxPoints',
  weight: 'grading.criterion.error.weight',
  maxPointsBelowScore: (highest: number) =>
    messageWith('grading.criterion.error.maxPointsBelowScore', { highest }),
  notFound: 'grading.criterion.error.notFound',
} as const

/** A description: an empty box means none. */
const descriptionField = () =>
  z
    .string()
    .trim()
    .max(CRITERION_DESCRIPTION_MAX_LENGTH, criterionMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value || null)

/** Level words, one a line ("4 Growing"), read against the max points by the schema below. */
const levelsField = () => z.string().max(2000, 'grading.levels.error.tooLong').nullish()

const criterionFields = z.object({
  name: z
    .string({ error: criterionMessages.nameRequired })
    .trim()
    .min(1, criterionMessages.nameRequired)
    .max(CRITERION_NAME_MAX_LENGTH, criterionMessages.nameTooLong),
  description: descriptionField(),
  maxPoints: z
    .number({ error: criterionMessages.maxPoints })
    .int(criterionMessages.maxPoints)
    .min(MAX_POINTS_RANGE.min, criterionMessages.maxPoints)
    .max(MAX_POINTS_RANGE.max, criterionMessages.maxPoints),
  weight: z
    .number({ error: criterionMessages.weight })
    .min(WEIGHT_RANGE.min, criterionMessages.weight)
    .max(WEIGHT_RANGE.max, criterionMessages.weight),
  isActive: checkbox(false),
  // Words for its levels, one a line ("4 Growing"): read against the max points below. Empty: numbers only.
  levels: levelsField(),
  // Its name and description in the club's other languages; an empty name: none in that language.
  words: z
    .array(
      z.object({
        language: z.enum(languages),
        name: z.string().trim().max(CRITERION_NAME_MAX_LENGTH, criterionMessages.nameTooLong).optional(),
        description: descriptionField(),
        // Its level words in that language, read as the criterion's own are. Empty: the criterion's own.
        levels: levelsField(),
      }),
    )
    .max(languages.length)
    .optional()
    .transform((words) => words ?? []),
})

export const criterionSchema = criterionFields.transform((input, ctx) => {
  const read = readLevels(input.levels ?? '', input.maxPoints)
  if (!read.ok) {
    ctx.addIssue({ code: 'custom', message: read.message, path: ['levels'] })
    return z.NEVER
  }
  const words = input.words.map((entry, index) => {
    const levels = readLevels(entry.levels ?? '', input.maxPoints)
    if (!levels.ok)
      ctx.addIssue({ code: 'custom', message: levels.message, path: ['words', index, 'levels'] })
    return { ...entry, levels: levels.ok ? levels.levels : [] }
  })
  if (ctx.issues.length > 0) return z.NEVER
  return { ...input, levels: read.levels, words }
})

export type CriterionInput = z.infer<typeof criterionSchema>

export const moveDirections = ['up', 'down'] as const
export type MoveDirection = (typeof moveDirections)[number]
