import type { DB } from '../../db/connection'
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
 * A project's uploaded files, each with its address (/api/files, or the private link's keyed one), whether
 * it is a picture, and whether it is the photo the thumbnail shows (a photo project's first photo).
 */
export function listMediaFiles(
  db: DB,
  project: { id: number; thumbnail: string | null },
  urlFor: (name: string) => string = fileUrl,
): MediaFile[] {
  return listProjectFiles(db, project.id).map((file) => ({
    ...file,
    url: urlFor(file.name),
    isImage: file.contentType.startsWith('image/'),
    isThumbnail: file.name === project.thumbnail,
  }))
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
