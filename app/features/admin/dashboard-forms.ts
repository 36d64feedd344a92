import * as z from 'zod'
import {
  EmailSchema,
  enteredPasswordField,
  ExpertiseSchema,
  judgeFieldRules,
  judgeMessages,
  newPasswordField,
} from '~/features/accounts/judge-fields'
import { projectSubmissionSchema } from '~/features/submissions/project'
import { projectStatuses, type ProjectStatus } from '~/features/submissions/project-fields'

/** The admin forms' messages: catalogue keys (app/i18n/en/admin.ts), written in the page's language. */
export const adminMessages = {
  passwordRequired: 'admin.login.passwordRequired',
  invalidPassword: 'admin.login.invalidPassword',
  newPasswordShort: 'admin.password.tooShort',
  newPasswordsDiffer: 'admin.password.differ',
  currentRequired: 'admin.password.currentRequired',
  currentWrong: 'admin.password.currentWrong',
  passwordLong: judgeMessages.passwordLong,
} as const

// The judge dialogs' messages are catalogue keys (the JSON API writes them in English, app/infra/api.server.ts);
// the others only the JSON API gives, in English.
const judgeAdminMessages = {
  nameRequired: 'admin.judge.nameRequired',
  statusInvalid: 'Status must be pending, approved or rejected',
  nothingToUpdate: 'Send at least one field to change',
} as const

/** The judge fields' rules with the judge dialogs' words for the fields they have. */
const dialogFields = judgeFieldRules({
  ...judgeMessages,
  nameTooLong: 'admin.judge.nameTooLong',
  email: 'admin.judge.emailInvalid',
  expertiseTooLong: 'admin.judge.expertiseTooLong',
})

/**
 * The password alone signs in (docs/rules.md#accounts-and-sessions). One variant of the client also
 * sends an `email`; z.object drops unknown keys, so it is ignored.
 */
export const adminLoginSchema = z.object({ password: enteredPasswordField(adminMessages.passwordRequired) })

// The judges' password rules, with the admin dialog's own messages.
const currentPassword = enteredPasswordField(adminMessages.currentRequired)
const newPassword = newPasswordField(adminMessages.newPasswordShort)

/** The Change Admin Password dialog: the new password typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword,
    confirmPassword: z.string({ error: adminMessages.newPasswordsDiffer }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: adminMessages.newPasswordsDiffer,
  })

/** POST /api/admin/change-password: the API's payload has no confirmation (docs/rules.md#the-json-api). */
export const changePasswordApiSchema = z.object({ currentPassword, newPassword })

// The submission form's own field schemas, so an edit can never accept what a submission would refuse.
const projectFields = projectSubmissionSchema.shape

/** The Edit Project dialog: the same rules and messages as the submission form. */
export const projectEditSchema = z.object({
  name: projectFields.name,
  authorName: projectFields.authorName,
  description: projectFields.description,
})

export type { ProjectStatus }

/** PATCH /api/projects/:id: any of the editable fields, at least one. */
export const projectPatchSchema = z
  .object({
    name: projectFields.name.optional(),
    authorName: projectFields.authorName.optional(),
    description: projectFields.description.optional(),
    status: z.enum(projectStatuses, { error: judgeAdminMessages.statusInvalid }).optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: judgeAdminMessages.nothingToUpdate,
  })

const judgeName = dialogFields.nameField(judgeAdminMessages.nameRequired)

/**
 * An empty box means "no expertise": null, not undefined, so saving the edit
 * dialog with the box cleared clears it (undefined would mean "leave as is").
 */
const judgeExpertise = dialogFields.ExpertiseSchema.nullish().transform((value) => value || null)

/**
 * A checkbox sends 'on' when ticked and nothing at all when not, so in a form
 * an absent value is false; the JSON API sends real booleans.
 */
export const checkbox = (absent: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return absent
      if (value === 'on' || value === 'true') return true
      if (value === 'false') return false
      return value
    },
    z.boolean({ error: 'Active must be true or false' }),
  )

/** The Edit Judge dialog and the JSON API's full judge. */
export const judgeAdminSchema = z.object({
  name: judgeName,
  email: dialogFields.EmailSchema,
  expertise: judgeExpertise,
  isActive: checkbox(false),
})

/**
 * The Add New Judge dialog has no 'Active Judge' checkbox and
 * POST /api/judges may leave isActive out: a new judge is active unless told
 * otherwise, as the API has always treated an absent isActive.
 */
export const judgeAddSchema = judgeAdminSchema.extend({ isActive: checkbox(true) })

/**
 * PATCH /api/judges/:id: an absent key leaves that field as it is; an empty
 * or null expertise clears it.
 */
export const judgeAdminPatchSchema = z.object({
  name: judgeName.optional(),
  email: EmailSchema.optional(),
  expertise: ExpertiseSchema.nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
  // True lets a self-registered judge in; false sends them back to waiting
  // (docs/rules.md#accounts-and-sessions).
  isApproved: z.boolean({ error: 'Approved must be true or false' }).optional(),
})

/** The decisions a batch of selected projects can get: the single Approve's and Reject's. */
export const bulkDecisions = ['approve', 'reject'] as const
export type BulkDecision = (typeof bulkDecisions)[number]

/** More than any page of the list shows (50 a page, up to 100 pages): a larger batch is refused. */
export const MAX_BULK_PROJECTS = 5_000

/**
 * Several projects approved or rejected together: the list's "Approve selected" / "Reject selected" (a GET
 * that opens the confirmation) and the confirmation's post read the same fields. `id` repeats, one a project.
 */
export const bulkStatusSchema = z.object({
  decision: z.enum(bulkDecisions),
  id: z.array(z.coerce.number().int().positive()).min(1, 'admin.bulk.selectOne').max(MAX_BULK_PROJECTS),
  withoutConsent: z.literal('confirmed').optional(),
})

/** The form's or the address's fields as the schema reads them: every `id`, not just the first. */
export function readBulkStatus(fields: URLSearchParams | FormData) {
  return bulkStatusSchema.safeParse({
    decision: fields.get('decision') ?? undefined,
    id: fields.getAll('id'),
    withoutConsent: fields.get('withoutConsent') ?? undefined,
  })
}
