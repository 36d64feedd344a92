import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { storedFiles } from '../../../db/schema'
import type { FileStore } from '~/infra/file-store.server'
import {
  fileUrl,
  findProjectFor,
  listProjectFiles,
  toProjectCard,
} from '~/features/submissions/projects.server'
import type { Viewer } from './visibility.server'

export type MediaFile = {
  name: string
  url: string
  isImage: boolean
  /** This photo is also the project's thumbnail: shown once, as the thumbnail, which opens it. */
  isThumbnail: boolean
  contentType: string
  size: number
}

/**
 * A project's uploaded files, each with its address (/api/files, or the private link's keyed one), whether
 * it is a picture, and which photo the thumbnail shows: the file of the thumbnail's name, or the first photo
 * when the thumbnail was stored on its own with the very same bytes (a browser that sent the first photo
 * again as the thumbnail).
 */
export function listMediaFiles(
  db: DB,
  store: FileStore,
  project: { id: number; thumbnail: string | null },
  urlFor: (name: string) => string = fileUrl,
): MediaFile[] {
  const files = listProjectFiles(db, project.id).map((file) => ({
    ...file,
    url: urlFor(file.name),
    isImage: file.contentType.startsWith('image/'),
  }))
  const photo =
    files.find((file) => file.name === project.thumbnail) ?? firstPhotoAgain(db, store, project, files)
  return files.map((file) => ({ ...file, isThumbnail: file === photo }))
}

function firstPhotoAgain<F extends { name: string; isImage: boolean; contentType: string; size: number }>(
  db: DB,
  store: FileStore,
  project: { id: number; thumbnail: string | null },
  files: F[],
): F | undefined {
  const first = files.find((file) => file.isImage)
  if (!project.thumbnail || !first) return undefined
  const own = db
    .select({ contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.name, project.thumbnail), eq(storedFiles.projectId, project.id)))
    .get()
  if (!own || own.contentType !== first.contentType || own.size !== first.size) return undefined
  return sameBytes(store, project.thumbnail, first.name) ? first : undefined
}

// A stored name never changes content, so an answer holds for good; bounded, as names come and go.
const sameFiles = new Map<string, boolean>()

function sameBytes(store: FileStore, a: string, b: string): boolean {
  const key = `${a}:${b}`
  let same = sameFiles.get(key)
  if (same === undefined) {
    const read = (name: string) => fs.readFileSync(path.join(store.uploadsDir, name), { flag: 'r' })
    try {
      same = read(a).equals(read(b))
    } catch {
      // A file gone from the disk meanwhile: not the same picture, and not remembered.
      return false
    }
    if (sameFiles.size >= 1000) sameFiles.clear()
    sameFiles.set(key, same)
  }
  return same
}

/**
 * What a project shows of itself beside its scores: the card-sized thumbnail, the description, the video
 * player's address (privacy-enhanced host), the link and the uploaded files, each through /api/files.
 * Null when this viewer may not open the project (visibility.server.ts). Never the author's e-mail.
 */
export function projectMediaFor(db: DB, store: FileStore, id: number, viewer: Viewer) {
  const project = findProjectFor(db, id, viewer)
  if (!project) return null
  const card = toProjectCard(project)
  const files = listMediaFiles(db, store, project)
  return {
    name: project.name,
    description: project.description,
    thumbnail: card.image,
    embedUrl: card.embedUrl,
    url: project.url,
    files,
  }
}

export type ProjectMedia = NonNullable<ReturnType<typeof projectMediaFor>>
