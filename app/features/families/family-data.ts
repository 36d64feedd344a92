import * as z from 'zod'
import { EmailSchema } from '~/features/accounts/judge-fields'

// A family asks the organiser to see or erase their data. The e-mail they submitted with finds
// their projects; it is trimmed and lower-cased first (judge-fields.ts), as every e-mail is.

/** Catalogue keys (app/i18n/en/admin.ts): the organiser's dialog writes them. */
export const familyDataMessages = {
  countChanged: 'admin.family.confirmCount',
} as const

/** The dashboard's "Family data" look-up (a GET form) and the JSON download. */
export const familyLookupSchema = z.object({ email: EmailSchema })

/**
 * The erasure's confirmation: the e-mail and the number of projects the organiser saw. If the number no
 * longer matches, nothing is erased (no surprise erasures).
 */
export const familyEraseSchema = z.object({
  email: EmailSchema,
  count: z.coerce
    .number({ error: familyDataMessages.countChanged })
    .int(familyDataMessages.countChanged)
    .min(1, familyDataMessages.countChanged),
})
