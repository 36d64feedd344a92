import { bodyLimits } from '~/features/body-limits.server'
import type { ActionFunctionArgs } from '@remix-run/node'
import { parseUpload } from '~/infra/uploads.server'
import { submissionUploads } from '~/features/submissions/project-submission.server'
import { replaceThumbnail } from '~/features/submissions/thumbnails.server'
import { jsonError, methodNotAllowed, notFound, parseId, requireMethod } from '~/infra/api.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { isMultipart } from '~/infra/body.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'

// Sent before the PATCH when a new thumbnail was chosen; a failure aborts the update.
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  await requireAdmin(request)
  const id = parseId(params.id)
  if (!id) return notFound('Project not found')
  if (!isMultipart(request)) {
    return jsonError('Send the thumbnail as multipart/form-data', 415)
  }
  const upload = await parseUpload(
    request,
    fileStore,
    { thumbnail: submissionUploads.thumbnail },
    { bodyBytes: bodyLimits.multipartBytes },
  ).catch((error: unknown) => {
    // Refused as it arrived (too long, field names no form sends): its own answer.
    if (error instanceof Response) throw error
    return null
  })
  if (!upload) return jsonError('Failed to upload thumbnail', 400)
  const thumbnail = upload.staged.find((f) => f.field === 'thumbnail')
  if (upload.errors.thumbnail || !thumbnail) {
    await upload.discard()
    return jsonError(
      upload.errors.thumbnail ?? 'Failed to upload thumbnail',
      upload.status === 200 ? 400 : upload.status,
    )
  }
  try {
    if ((await replaceThumbnail(db, fileStore, id, thumbnail)) !== 'ok') return notFound('Project not found')
  } catch (error) {
    console.error('Thumbnail upload failed', error)
    await upload.discard()
    return jsonError('Failed to upload thumbnail', 500)
  }
  return Response.json({ message: 'Thumbnail updated', thumbnail: thumbnail.name })
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
