import crypto from 'node:crypto'
import fs from 'node:fs'
import { and, eq, inArray } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { writeFirst } from '../../../db/statements'
import { projects, storedFiles } from '../../../db/schema'
import type { OwnProjectEdit } from '~/features/families/own-project'
import type { ProjectStatus, SubmissionType } from '~/features/submissions/project-fields'
import { syncAssignments } from '~/features/judging/assignment.server'
import {
  commitStagedFiles,
  removeStoredFiles,
  type FileStore,
  type StagedFile,
} from '~/infra/file-store.server'
import { imageKinds } from '~/infra/file-types.server'
import { makeCardImage } from '~/infra/images.server'
import { deleteProject } from '~/features/submissions/moderation.server'
import { listOwnProjects } from '~/features/submissions/projects.server'
import { storyVersions } from '~/features/submissions/story.server'

// Every project has a private link, /my-project/<token>, that lets the family change or
// withdraw it from any browser, without an account. The token is 256 random bits, given to the family
// once (the page after submitting, their browser's list, an e-mail); only its SHA-256 is stored, so the
// database alone cannot open anyone's project.

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/

export const hashEditToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/** A fresh token and the hash to store. */
export function newEditToken() {
  const token = crypto.randomBytes(32).toString('base64url')
  return { token, hash: hashEditToken(token) }
}

export const privateLinkPath = (token: string) => `/my-project/${token}`

// Where the browser lands after submitting: the private link's own page, saying the project was sent
// (docs/decisions/0040). Only the link's holder can open it, and it can be opened again.
const sentParam = 'sent'

/** The private link's page as the family first sees it, just after submitting. */
export const confirmationPath = (token: string) => `${privateLinkPath(token)}?${sentParam}=1`

/** Whether the private link's page is asked for as the confirmation of a submission. */
export const isConfirmation = (url: URL) => url.searchParams.get(sentParam) === '1'

/**
 * A browser's own projects (the ids its cookie remembers, newest first), each with its private link when
 * the browser was given one (projects sent before private links existed have none).
 */
export function ownSubmissions(db: DB, ids: readonly number[], tokens: ReadonlyMap<number, string>) {
  return listOwnProjects(db, ids).map((project) => {
    const token = tokens.get(project.id)
    return { ...project, privateLink: token ? privateLinkPath(token) : null }
  })
}

export type OwnProject = {
  id: number
  name: string
  description: string
  authorName: string
  url: string | null
  submissionType: SubmissionType
  submissionMethod: string | null
  status: ProjectStatus
  thumbnail: string | null
  files: string[]
}

/** The project this token opens, whatever its status; null for a malformed, wrong or withdrawn token. */
export function findProjectByToken(db: DB, token: string): OwnProject | null {
  if (!TOKEN_FORMAT.test(token)) return null
  const project = db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      authorName: projects.authorName,
      url: projects.url,
      submissionType: projects.submissionType,
      submissionMethod: projects.submissionMethod,
      status: projects.status,
      thumbnail: projects.thumbnail,
    })
    .from(projects)
    .where(eq(projects.editTokenHash, hashEditToken(token)))
    .get()
  if (!project) return null
  const files = db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(and(eq(storedFiles.projectId, project.id), eq(storedFiles.role, 'file')))
    .orderBy(storedFiles.position)
    .all()
    .map((file) => file.name)
  return { ...project, files }
}

export type OwnUploads = { thumbnail?: { image: StagedFile; card: StagedFile }; files?: StagedFile[] }

/**
 * The family's change, all or nothing (docs/decisions/0004): the fields, a new thumbnail with its card,
 * new files in place of the old ones. An approved (or refused) project goes back to pending review, since
 * the organiser approved what it was. The old files leave the disk only after the commit.
 */
export function updateOwnProject(
  db: DB,
  store: FileStore,
  projectId: number,
  edit: OwnProjectEdit,
  uploads: OwnUploads,
): { status: ProjectStatus; wasPublic: boolean } | null {
  const outcome = db.transaction((tx) => {
    const before = tx
      .select({ status: projects.status, method: projects.submissionMethod, thumbnail: projects.thumbnail })
      .from(projects)
      .where(eq(projects.id, projectId))
      .get()
    if (!before) return null
    // Callers give a photo project whose thumbnail was one of its photos a new thumbnail with new photos
    // (saveOwnProject), so no row is ever left pointing at a file that is gone.
    const roles: ('thumbnail' | 'card' | 'file')[] = []
    if (uploads.thumbnail) roles.push('thumbnail', 'card')
    if (uploads.files) roles.push('file')
    const replaced =
      roles.length === 0
        ? []
        : tx
            .delete(storedFiles)
            .where(and(eq(storedFiles.projectId, projectId), inArray(storedFiles.role, roles)))
            .returning({ name: storedFiles.name })
            .all()
            .map((row) => row.name)
    tx.update(projects)
      .set({
        name: edit.name.trim(),
        authorName: edit.authorName.trim(),
        description: edit.description.trim(),
        url: before.method === 'upload' ? null : (edit.url ?? null),
        status: 'pending',
        ...(uploads.thumbnail ? { thumbnail: uploads.thumbnail.image.name } : {}),
      })
      .where(eq(projects.id, projectId))
      .run()
    const staged: StagedFile[] = []
    if (uploads.thumbnail) {
      const { image, card } = uploads.thumbnail
      // A photo project's first new photo may be its thumbnail: stored once, as a file.
      const isAFile = uploads.files?.includes(image) ?? false
      staged.push(...(isAFile ? [card] : [image, card]))
      tx.insert(storedFiles)
        .values([
          ...(isAFile
            ? []
            : [
                {
                  name: image.name,
                  projectId,
                  role: 'thumbnail' as const,
                  contentType: image.contentType,
                  size: image.size,
                },
              ]),
          { name: card.name, projectId, role: 'card', contentType: card.contentType, size: card.size },
        ])
        .run()
    }
    if (uploads.files && uploads.files.length > 0) {
      staged.push(...uploads.files)
      tx.insert(storedFiles)
        .values(
          uploads.files.map((file, position) => ({
            name: file.name,
            projectId,
            role: 'file' as const,
            contentType: file.contentType,
            size: file.size,
            position,
          })),
        )
        .run()
    }
    // A refused project the family fixed is back in the judges' lists: it gets its judges.
    if (before.status === 'rejected') syncAssignments(db)
    // Last: if a move fails, the transaction rolls back and the moved files are removed.
    commitStagedFiles(staged, store)
    return { status: 'pending' as const, wasPublic: before.status === 'approved', replaced }
  }, writeFirst)
  if (!outcome) return null
  removeStoredFiles(outcome.replaced, store)
  return { status: outcome.status, wasPublic: outcome.wasPublic }
}

/**
 * Reads the family's edit with its uploads and saves it: the fields checked with the submission form's
 * rules, the thumbnail made into its card, and a photo project whose thumbnail was one of its photos
 * given the first new photo instead, as a new submission's would be. Nothing is kept on a refusal.
 */
export async function saveOwnProject(
  db: DB,
  store: FileStore,
  project: OwnProject,
  edit: OwnProjectEdit,
  upload: { thumbnail?: StagedFile; files: StagedFile[] },
) {
  const files = project.submissionMethod === 'upload' && upload.files.length > 0 ? upload.files : undefined
  // Files sent for a link project (only a forged form can) are not kept.
  if (!files) for (const file of upload.files) fs.rmSync(file.tempPath, { force: true })
  const thumbnailWasAFile = project.thumbnail !== null && project.files.includes(project.thumbnail)
  const image =
    upload.thumbnail ??
    (files && thumbnailWasAFile ? files.find((f) => imageKinds.includes(f.kind)) : undefined)
  const discard = (extra: StagedFile[]) => {
    for (const file of [...extra, ...(files ?? []), ...(upload.thumbnail ? [upload.thumbnail] : [])]) {
      fs.rmSync(file.tempPath, { force: true })
    }
  }
  let card: StagedFile | undefined
  try {
    card = image ? await makeCardImage(image, store) : undefined
    const saved = updateOwnProject(db, store, project.id, edit, {
      files,
      thumbnail: image && card ? { image, card } : undefined,
    })
    // Withdrawn meanwhile (another tab): nothing to save into.
    if (!saved) discard(card ? [card] : [])
    return saved
  } catch (error) {
    discard(card ? [card] : [])
    throw error
  }
}

/**
 * Withdrawn: every version of the project's story (the link opens its newest), with their scores and
 * files, as the organiser's delete does.
 */
export function withdrawOwnProject(db: DB, store: FileStore, projectId: number): boolean {
  return deleteProject(
    db,
    store,
    storyVersions(db, projectId).map((version) => version.id),
  )
}
