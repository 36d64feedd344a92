import fs from 'node:fs'
import type { DB } from '../../../db/connection'
import type { FileStore, StagedFile } from '~/infra/file-store.server'
import { makeCardImage } from '~/infra/images.server'
import { replaceProjectThumbnail } from './moderation.server'

/** A new thumbnail for a project, with its card-sized WebP; nothing changes if any step fails. */
export async function replaceThumbnail(
  db: DB,
  store: FileStore,
  projectId: number,
  thumbnail: StagedFile,
): Promise<'ok' | 'not-found'> {
  const card = await makeCardImage(thumbnail, store)
  const outcome = replaceProjectThumbnail(db, store, projectId, thumbnail, card)
  if (outcome !== 'ok') removeStaged([thumbnail, card])
  return outcome
}

// Anything left behind is also swept from the temporary folder at the next start.
function removeStaged(files: StagedFile[]) {
  for (const file of files) fs.rmSync(file.tempPath, { force: true })
}
