import * as z from 'zod'
import { messages } from '~/features/submissions/project-fields'
import { projectSubmissionSchema } from '~/features/submissions/project'

export { ownProjectTexts } from './own-project-fields'

// What a family may change through their private link, with the submission form's own rules
// and messages. The type and the way of sharing stay as submitted; a new thumbnail or new files are
// optional and go through the same upload checks as a submission.

const fields = projectSubmissionSchema.shape

export const ownProjectEditSchema = z.object({
  name: fields.name,
  authorName: fields.authorName,
  description: fields.description,
  url: fields.url,
})

export type OwnProjectEdit = z.infer<typeof ownProjectEditSchema>

/** A link project must keep a link, as on the submission form. */
export function ownEditIssues(edit: OwnProjectEdit, submissionMethod: string | null) {
  return submissionMethod !== 'upload' && !edit.url ? { url: [messages.urlRequired] } : null
}
