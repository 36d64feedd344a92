import { and, eq } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { storedFiles } from '../../db/schema'
import { fileUrl, findProjectFor, listProjectFiles, toProjectCard } from './projects.server'
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
 * A project's uploaded files, each with its address (/api/files, or the private link's keyed one) and
 * whether it is a picture, and which photo is the thumbnail: the file of the thumbnail's name, or, for a
 * thumbnail stored on its own, a first photo of exactly its type and size. That is the same photo sent
 * twice, re-encoded the same way: how a photo project's first photo and thumbnail were kept before the
 * server made the thumbnail from the stored photo.
 */
export function listMediaFiles(
  db: DB,
  project: { id: number; thumbnail: string | null },
  urlFor: (name: string) => string = fileUrl,
): MediaFile[] {
  const files = listProjectFiles(db, project.id).map((file) => ({
    ...file,
    url: urlFor(file.name),
    isImage: file.contentType.startsWith('image/'),
  }))
  const thumbnail = project.thumbnail
  const photo =
    files.find((file) => file.name === thumbnail) ?? firstPhotoLike(db, project.id, thumbnail, files)
  return files.map((file) => ({ ...file, isThumbnail: file === photo }))
}

function firstPhotoLike(
  db: DB,
  projectId: number,
  thumbnail: string | null,
  files: { isImage: boolean; contentType: string; size: number }[],
) {
  const first = files.find((file) => file.isImage)
  if (!thumbnail || !first) return undefined
  const own = db
    .select({ contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.name, thumbnail),
        eq(storedFiles.projectId, projectId),
        eq(storedFiles.role, 'thumbnail'),
      ),
    )
    .get()
  return own && own.contentType === first.contentType && own.size === first.size ? first : undefined
}

/**
 * What a project shows of itself beside its scores: the card-sized thumbnail, the description, the video
 * player's address (privacy-enhanced host), the link and the uploaded files, each through /api/files.
 * Null when this viewer may not open the project (visibility.server.ts). Never the author's e-mail.
 */
export function projectMediaFor(db: DB, id: number, viewer: Viewer) {
  const project = findProjectFor(db, id, viewer)
  if (!project) return null
  const card = toProjectCard(project)
  const files = listMediaFiles(db, project)
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
