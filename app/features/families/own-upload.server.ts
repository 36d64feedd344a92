import { data } from '@remix-run/node'
import type * as z from 'zod'
import { bodyLimits } from '~/features/body-limits.server'
import { ownEditIssues, type OwnProjectEdit } from '~/features/families/own-project'
import { submissionUploads } from '~/features/submissions/project-submission.server'
import { drainBody } from '~/infra/body.server'
import type { StagedFile } from '~/infra/file-store.server'
import { parseForm } from '~/infra/parse-form'
import { fileStore } from '~/infra/storage.server'
import { parseUpload } from '~/infra/uploads.server'

// A family's multipart form on their private link (a change, or a new version): refused before its body is
// read when the window says so, asked again once the body is in (by the moment it arrived, docs/decisions/0030),
// its fields checked with the form's schema and the link project's URL rule, its files through the
// submission's upload checks. A refusal keeps nothing.

type Refusal = { status: number; message: string } | null

/** The form's fields and its staged thumbnail and files, or the answer to send back instead. */
export async function readOwnUpload<S extends z.ZodType<OwnProjectEdit>>(
  request: Request,
  options: {
    schema: S
    submissionMethod: string | null
    /** Why the form is refused at this moment (it arrived at `arrivedAt`), or null. */
    refusal: (arrivedAt: number) => Refusal
    arrivedAt: number
    /** What the page says when a field is wrong: "Nothing was changed. …". */
    nothingDone: string
  },
) {
  const refused = options.refusal(options.arrivedAt)
  if (refused) {
    await drainBody(request, bodyLimits.multipartBytes)
    return {
      ok: false as const,
      answer: data({ result: undefined, message: refused.message }, { status: refused.status }),
    }
  }
  const upload = await parseUpload(request, fileStore, submissionUploads, {
    bodyBytes: bodyLimits.multipartBytes,
  })
  // Again once the body is in, still by the arrival: the organiser may have moved the close meanwhile.
  const refusedSince = options.refusal(options.arrivedAt)
  if (refusedSince) {
    await upload.discard()
    return {
      ok: false as const,
      answer: data({ result: undefined, message: refusedSince.message }, { status: refusedSince.status }),
    }
  }
  const submission = parseForm(upload.fields, { schema: options.schema })
  const issues =
    submission.status === 'success' ? ownEditIssues(submission.value, options.submissionMethod) : null
  const uploadErrors = Object.fromEntries(Object.entries(upload.errors).map(([k, v]) => [k, [v]]))
  if (submission.status !== 'success' || issues || Object.keys(uploadErrors).length > 0) {
    await upload.discard()
    const result = submission.reply({
      fieldErrors: { ...issues, ...uploadErrors },
      hideFields: ['files', 'thumbnail'],
    })
    const status = Object.keys(uploadErrors).length > 0 && upload.status !== 200 ? upload.status : 400
    return { ok: false as const, answer: data({ result, message: options.nothingDone }, { status }) }
  }
  const files: { thumbnail?: StagedFile; files: StagedFile[] } = {
    thumbnail: upload.staged.find((f) => f.field === 'thumbnail'),
    files: upload.staged.filter((f) => f.field === 'files'),
  }
  return { ok: true as const, value: submission.value as z.infer<S>, files }
}
