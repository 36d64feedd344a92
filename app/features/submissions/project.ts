import * as z from 'zod'
import { emailPattern } from '~/utils/email-pattern'
import { allMethods, limits, messages, methodFitsType, submissionTypes } from './project-fields'

export * from './project-fields'

/**
 * A chosen file: a File in the browser; on the server, the stored name the
 * upload handler gave it after checking its bytes (the action replaces
 * anything the browser sent under these names).
 */
const chosenFile = z.union([z.instanceof(File), z.string().regex(/^[0-9a-f]{32}\.[a-z]{3,4}$/)])

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/** A ticked box sends "on"; the JSON API's multipart form sends consent=true. */
const consentValue = z.enum(['on', 'true'], { error: messages.consentRequired })

const submissionFields = {
  name: required(messages.nameRequired).max(limits.name, messages.nameTooLong),
  authorName: required(messages.authorRequired).max(limits.authorName, messages.authorTooLong),
  // Kept as typed (only trimmed, and in NFC) for the organiser; families are matched by its key.
  authorEmail: z
    .string({ error: messages.email })
    .trim()
    .normalize()
    .pipe(z.email({ pattern: emailPattern, error: messages.email })),
  submissionType: z.enum(submissionTypes, { error: messages.typeRequired }),
  submissionMethod: z.enum(allMethods, { error: messages.methodRequired }),
  url: z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.url }).optional(),
  description: required(messages.descriptionRequired).max(limits.description, messages.descriptionTooLong),
  files: z.array(chosenFile).max(limits.files).default([]),
  thumbnail: chosenFile.optional(),
}

const submissionRules = [
  (value: Partial<Record<keyof typeof submissionFields, unknown>>, ctx: z.RefinementCtx) => {
    // Runs even when some fields failed, so every message shows at once;
    // the values may then be partly raw input.
    const { submissionType, submissionMethod, url, files, thumbnail } = value as Partial<
      z.infer<z.ZodObject<typeof submissionFields>>
    >
    // Every project needs a thumbnail whatever else is missing, so an empty form shows this message
    // with all the others, not in a second round.
    if (!thumbnail) {
      ctx.addIssue({ code: 'custom', path: ['thumbnail'], message: messages.thumbnailRequired })
    }
    if (!submissionMethod) return
    if (
      submissionType &&
      submissionTypes.includes(submissionType) &&
      !methodFitsType(submissionType, submissionMethod)
    ) {
      ctx.addIssue({ code: 'custom', path: ['submissionMethod'], message: messages.methodMismatch })
    }
    if (submissionMethod === 'upload' && !files?.length) {
      ctx.addIssue({ code: 'custom', path: ['files'], message: messages.filesRequired })
    }
    if (submissionMethod !== 'upload' && !url) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: messages.urlRequired })
    }
  },
  { when: () => true },
] as const

/**
 * One schema for a submission, in the browser (Conform) and in the action and API. The JSON API records
 * consent when it is sent and stays compatible when it is not.
 */
export const projectSubmissionSchema = z
  .object({ ...submissionFields, consent: consentValue.optional() })
  .superRefine(...submissionRules)

/** The submission page's form: the same, with the parent's or guardian's consent required. */
export const projectPageSubmissionSchema = z
  .object({ ...submissionFields, consent: consentValue })
  .superRefine(...submissionRules)

export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>
