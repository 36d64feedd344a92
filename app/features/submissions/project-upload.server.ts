import { bodyLimits } from '~/features/body-limits.server'
import type { FileStore, UploadResult } from '~/infra/file-store.server'
import { submissionUploads, type SubmissionOutcome } from '~/features/submissions/project-submission.server'
import type { SubmissionRefusal } from '~/features/submissions/submission-window.server'
import { drainBody } from '~/infra/body.server'
import { parseUpload } from '~/infra/uploads.server'

/**
 * The HTTP half of a project submission, shared by the page and POST /api/projects: streams the
 * multipart body in with the submission's limits. A body that cannot be read becomes the same
 * refusal on both; what was read goes to submitProject.
 */
export async function readProjectUpload(
  request: Request,
  store: FileStore,
  /** The submission window's answer for the moment the request arrived (submissionRefusal). */
  refused: SubmissionRefusal | null,
): Promise<{ ok: true; upload: UploadResult } | Extract<SubmissionOutcome, { ok: false }>> {
  if (refused) {
    // Read to its end and dropped, never parsed: no file of a refused submission reaches even the temp
    // folder, and the browser, still sending, gets the answer rather than a cut connection.
    await drainBody(request, bodyLimits.multipartBytes)
    return { ok: false, ...refused, result: {}, filesChosen: { files: false, thumbnail: false } }
  }
  try {
    return {
      ok: true,
      upload: await parseUpload(request, store, submissionUploads, {
        bodyBytes: bodyLimits.multipartBytes,
      }),
    }
  } catch (error) {
    // Refused as it arrived (too long, field names no form sends): its own answer, nothing was kept.
    if (error instanceof Response) throw error
    // A body that is not multipart, or was cut off on the way: nothing was kept.
    console.warn('Unreadable project upload:', error instanceof Error ? error.message : error)
    return {
      ok: false,
      status: 400,
      message: 'family.upload.incomplete',
      result: {},
      // Unknown: whatever was chosen did not arrive, so ask for it again.
      filesChosen: { files: true, thumbnail: true },
    }
  }
}
