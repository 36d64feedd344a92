import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { FileStore, UploadResult } from '../../app/infra/file-store.server'

/** A video project as a family fills in the form: linked from YouTube, with a thumbnail to upload. */
export const videoProjectFields = {
  name: 'Volcano',
  authorName: 'Sam',
  authorEmail: 'sam@example.org',
  submissionType: 'video',
  submissionMethod: 'youtube',
  url: 'https://youtu.be/dQw4w9WgXcQ',
  description: 'It erupts.',
}

/** A plain PNG photo, 320 × 240 unless told otherwise. */
export const pngPhoto = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer()

/**
 * A submission as the upload parser hands it to submitProject, with no request: the form's `fields` and a
 * photo already staged in the store's tmp folder, to be kept as the thumbnail named `name`.
 */
export async function stagedSubmission(
  store: FileStore,
  fields: Record<string, string>,
  name: string,
): Promise<UploadResult> {
  const tempPath = path.join(store.tmpDir, 'staged.part')
  fs.mkdirSync(store.tmpDir, { recursive: true })
  fs.writeFileSync(tempPath, await pngPhoto())
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  return {
    fields: form,
    staged: [
      {
        field: 'thumbnail',
        name,
        kind: 'png',
        contentType: 'image/png',
        size: 1,
        tempPath,
        originalName: 't.png',
      },
    ],
    errors: {},
    status: 200,
    discard: async () => fs.rmSync(tempPath, { force: true }),
  }
}
