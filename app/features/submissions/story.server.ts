import fs from 'node:fs'
import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache, writeFirst } from '../../../db/statements'
import type { NewVersion } from './story'
import type { ProjectStatus, SubmissionType } from './project-fields'
import { messages } from './project-fields'
import { cardImage, insertProjectRows } from './projects.server'
import { assignEarlierJudges, syncAssignments } from '~/features/judging/assignment.server'
import { carryStepAsides } from '~/features/judging/recusals.server'
import { commitStagedFiles, stageCopy, type FileStore, type StagedFile } from '~/infra/file-store.server'
import { imageKinds } from '~/infra/file-types.server'
import { makeCardImage } from '~/infra/images.server'
import type { ShippedLanguage } from '~/i18n/languages'

// A project's versions (docs/rules.md#a-projects-versions). Every version is a project of its own; a later
// one names the first version of its story (story_id) and the one it grew from (previous_id). A first
// version has no story_id: its story is its own id. The family's private link always opens the newest
// version: a new version takes the link's hash over from the one before.

/** One version of a story as its pages show it, numbered from 1 among the versions shown. */
export type StoryVersion = {
  id: number
  number: number
  name: string
  status: ProjectStatus
  submittedAt: Date
  whatChanged: string | null
  image: string
}

type VersionRow = {
  id: number
  name: string
  status: ProjectStatus
  submittedAt: number
  whatChanged: string | null
  thumbnail: string | null
  url: string | null
  submissionType: SubmissionType
}

const statements = statementCache((client: Database.Database) => ({
  storyOf: client
    .prepare<[number], number>('SELECT coalesce(story_id, id) FROM projects WHERE id = ?')
    .pluck(),
  versions: client.prepare<{ story: number }, VersionRow>(
    `SELECT id, name, status, submitted_at AS submittedAt, what_changed AS whatChanged, thumbnail, url,
            submission_type AS submissionType
     FROM projects WHERE id = @story OR story_id = @story ORDER BY id`,
  ),
  approvedCounts: client.prepare<[string], { id: number; count: number }>(
    `SELECT p.id, (SELECT count(*) FROM projects v
                   WHERE (v.id = coalesce(p.story_id, p.id) OR v.story_id = coalesce(p.story_id, p.id))
                     AND v.status = 'approved') AS count
     FROM json_each(?) ids CROSS JOIN projects p ON p.id = ids.value`,
  ),
  previous: client.prepare<
    [number],
    {
      id: number
      storyId: number
      submissionType: SubmissionType
      submissionMethod: string | null
      authorEmail: string | null
      consentAt: number | null
      editTokenHash: string | null
      thumbnail: string | null
    }
  >(
    `SELECT id, coalesce(story_id, id) AS storyId, submission_type AS submissionType,
            submission_method AS submissionMethod, author_email AS authorEmail, consent_at AS consentAt,
            edit_token_hash AS editTokenHash, thumbnail
     FROM projects WHERE id = ?`,
  ),
  files: client.prepare<[number], { name: string; role: string; contentType: string; size: number }>(
    `SELECT name, role, content_type AS contentType, size FROM stored_files
     WHERE project_id = ? ORDER BY position, name`,
  ),
  handOver: client.prepare<[number]>('UPDATE projects SET edit_token_hash = NULL WHERE id = ?'),
  handBack: client.prepare<{ story: number; hash: string }>(
    `UPDATE projects SET edit_token_hash = @hash
     WHERE id = (SELECT max(id) FROM projects WHERE id = @story OR story_id = @story)
       AND edit_token_hash IS NULL`,
  ),
}))

/** Every version of the project's story, oldest first, whatever its status: the family's and the organiser's view. */
export function storyVersions(db: DB, projectId: number): StoryVersion[] {
  const s = statements(db)
  const story = s.storyOf.get(projectId)
  if (story === undefined) return []
  return s.versions.all({ story }).map((row, index) => ({
    id: row.id,
    number: index + 1,
    name: row.name,
    status: row.status,
    submittedAt: new Date(row.submittedAt),
    whatChanged: row.whatChanged,
    image: cardImage(row),
  }))
}

/** The approved versions of the project's story, oldest first, numbered as everyone sees them. */
export function approvedVersions(db: DB, projectId: number): StoryVersion[] {
  return storyVersions(db, projectId)
    .filter((version) => version.status === 'approved')
    .map((version, index) => ({ ...version, number: index + 1 }))
}

/** A story as a page shows it: newest first, each version's date as an ISO string (the page writes it). */
export type StoryView = {
  count: number
  /** The shown project's number among these versions; null when it is not one of them. */
  current: number | null
  versions: (Omit<StoryVersion, 'submittedAt' | 'status'> & { date: string })[]
}

export function storyView(versions: StoryVersion[], projectId: number): StoryView {
  return {
    count: versions.length,
    current: versions.find((version) => version.id === projectId)?.number ?? null,
    versions: versions
      .map(({ submittedAt, status: _status, ...version }) => ({
        ...version,
        date: submittedAt.toISOString(),
      }))
      .reverse(),
  }
}

/** How many approved versions each of these projects' stories has: "3 versions" on a showcase card. */
export function approvedVersionCounts(db: DB, ids: readonly number[]): Map<number, number> {
  if (ids.length === 0) return new Map()
  const rows = statements(db).approvedCounts.all(JSON.stringify(ids))
  return new Map(rows.map((row) => [row.id, row.count]))
}

/**
 * When the newest version of a story is deleted (by the organiser), the family's private link goes back to
 * the newest version left, inside the caller's transaction, after the deletion.
 */
export function handLinkBack(db: DB, storyId: number, tokenHash: string) {
  statements(db).handBack.run({ story: storyId, hash: tokenHash })
}

/** The edit the family sends, and the files they chose (none: the version keeps the previous one's). */
export type VersionUploads = { thumbnail?: StagedFile; files: StagedFile[] }

/**
 * A new version of the project the family's private link opens, all or nothing: a new pending project with
 * the fields sent and the "what changed" line, the family's e-mail and consent, the files chosen or else
 * copies of the previous version's, the previous version's step-asides, and its judges first. The private
 * link moves to the new version. Null when the previous version was withdrawn meanwhile; a refusal's words
 * when it has no thumbnail to keep and none was sent. The caller checks that submissions are open. The
 * new version keeps the language the family sent it in (keptLanguage), which their e-mails are written in.
 */
export async function submitNewVersion(
  db: DB,
  store: FileStore,
  previousId: number,
  edit: NewVersion,
  upload: VersionUploads,
  language: ShippedLanguage | null = null,
): Promise<{ id: number } | { refused: string } | null> {
  const s = statements(db)
  const previous = s.previous.get(previousId)
  const staged: StagedFile[] = [...upload.files, ...(upload.thumbnail ? [upload.thumbnail] : [])]
  const discard = () => {
    for (const file of staged) fs.rmSync(file.tempPath, { force: true })
  }
  if (!previous) {
    discard()
    return null
  }
  try {
    const kept = s.files.all(previous.id)
    const isUpload = previous.submissionMethod === 'upload'
    // Files sent for a link project (only a forged form can) are not kept.
    if (!isUpload) for (const file of upload.files) fs.rmSync(file.tempPath, { force: true })
    const chosen = isUpload && upload.files.length > 0 ? upload.files : null
    const files = chosen ?? kept.filter((f) => f.role === 'file').map((f) => stageCopy(store, f, 'files'))
    if (!chosen) staged.push(...files)
    const thumbnailWasAFile =
      previous.thumbnail !== null && kept.some((f) => f.name === previous.thumbnail && f.role === 'file')
    let image =
      upload.thumbnail ??
      (chosen && thumbnailWasAFile ? chosen.find((f) => imageKinds.includes(f.kind)) : undefined)
    if (!image && thumbnailWasAFile && !chosen) {
      image = files[kept.filter((f) => f.role === 'file').findIndex((f) => f.name === previous.thumbnail)]
    }
    if (!image) {
      const thumbnail = kept.find((f) => f.role === 'thumbnail')
      if (!thumbnail) {
        discard()
        return { refused: messages.thumbnailRequired }
      }
      image = stageCopy(store, thumbnail, 'thumbnail')
      staged.push(image)
    }
    const card = await makeCardImage(image, store)
    staged.push(card)
    const id = db.transaction(() => {
      // Still the newest version, holding the link: not withdrawn, nor replaced from another tab.
      const now = s.previous.get(previous.id)
      if (!now || now.editTokenHash === null || now.editTokenHash !== previous.editTokenHash) return null
      s.handOver.run(previous.id)
      const { id, stored } = insertProjectRows(db, {
        name: edit.name.trim(),
        description: edit.description.trim(),
        authorName: edit.authorName.trim(),
        authorEmail: previous.authorEmail,
        submissionType: previous.submissionType,
        submissionMethod: previous.submissionMethod as NewVersionMethod,
        url: edit.url,
        consentAt: previous.consentAt === null ? null : new Date(previous.consentAt),
        editTokenHash: previous.editTokenHash,
        files,
        thumbnail: image,
        card,
        version: { storyId: previous.storyId, previousId: previous.id, whatChanged: edit.whatChanged.trim() },
        language,
      })
      carryStepAsides(db, id, previous.storyId)
      assignEarlierJudges(db, id, previous.storyId)
      syncAssignments(db)
      // Last: if a move fails, the transaction rolls back and the moved files are removed.
      commitStagedFiles(stored, store)
      return id
    }, writeFirst)
    if (id === null) {
      discard()
      return null
    }
    return { id }
  } catch (error) {
    discard()
    throw error
  }
}

type NewVersionMethod = Parameters<typeof insertProjectRows>[1]['submissionMethod']
