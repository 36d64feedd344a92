import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { projects, storedFiles } from '../../../db/schema'
import { preparedQuery } from '../../../db/statements'
import type { FeedSort } from '~/features/showcase/feed'
import type { ProjectSubmission, SubmissionType } from '~/features/submissions/project'
import type { ProjectStatus } from '~/features/submissions/project-fields'
import { emailKey } from '../../../db/email-key'
import { truncate } from '~/utils/text'
import type { ShippedLanguage } from '~/i18n/languages'
import { videoEmbedUrl, videoThumbnailUrl } from '~/utils/video'
import { syncAssignments } from '~/features/judging/assignment.server'
import { commitStagedFiles, type FileStore, type StagedFile } from '~/infra/file-store.server'
import { cardNameFor } from '~/infra/file-types.server'
import { authorNamesFor } from '~/features/judging/judging-settings.server'
import {
  canOpenProject,
  seesAuthorEmail,
  visibleStatusWhere,
  type Viewer,
} from '~/features/showcase/visibility.server'

/**
 * A project's uploaded files' stored names, in upload order, read from stored_files (the only record
 * of them) in the same statement as the project. Written out in full: Drizzle writes a column without
 * its table's name in single-table queries, and this subquery needs to tell the two tables apart.
 */
const fileNames = sql<string>`(
  SELECT json_group_array("stored_files"."name" ORDER BY "stored_files"."position")
  FROM "stored_files"
  WHERE "stored_files"."project_id" = "projects"."id" AND "stored_files"."role" = 'file'
)`.mapWith((names: string): string[] => JSON.parse(names))

/** Every column except the author's e-mail, which only the admin may see (visibility.server.ts). */
export const publicColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  submissionType: projects.submissionType,
  submissionMethod: projects.submissionMethod,
  url: projects.url,
  files: fileNames,
  thumbnail: projects.thumbnail,
  authorName: projects.authorName,
  status: projects.status,
  submittedAt: projects.submittedAt,
  tableNumber: projects.tableNumber,
}

export type PublicProject = {
  id: number
  name: string
  description: string
  submissionType: SubmissionType
  submissionMethod: string | null
  url: string | null
  files: string[]
  thumbnail: string | null
  authorName: string
  status: ProjectStatus
  submittedAt: Date
  /** Where it stands on the showcase floor; null until the tables are numbered. */
  tableNumber: number | null
}

/**
 * A project as the admin sees it: everything, the author's e-mail and the family's consent included, and for
 * a later version its "what changed" line, which the organiser reads before approving it.
 */
export type AdminProject = PublicProject & {
  authorEmail: string | null
  consentAt: Date | null
  whatChanged: string | null
}

export const adminColumns = {
  ...publicColumns,
  authorEmail: projects.authorEmail,
  consentAt: projects.consentAt,
  whatChanged: projects.whatChanged,
}

/** A project as this viewer may read it: with the author's e-mail for the admin only. */
export type ViewedProject = PublicProject & { authorEmail?: string | null }

const columnsFor = (viewer: Viewer) => (seesAuthorEmail(viewer) ? adminColumns : publicColumns)

/** The feed's orders, newest first by default: the public lists' too. */
export const orderBy: Record<FeedSort, SQL[]> = {
  newest: [desc(projects.submittedAt), desc(projects.id)],
  oldest: [asc(projects.submittedAt), asc(projects.id)],
  name: [asc(projects.name), asc(projects.id)],
}

/**
 * GET /api/projects: the projects this viewer's role lists, newest first, with e-mails for the admin only
 * and names in the form the organiser chose for everyone else.
 */
export function listProjectsFor(db: DB, viewer: Viewer): ViewedProject[] {
  return db
    .select(columnsFor(viewer))
    .from(projects)
    .where(visibleStatusWhere(viewer.role))
    .orderBy(...orderBy.newest)
    .all()
    .map(authorNamesFor(db, viewer))
}

/**
 * One project, if this viewer may open it (visibility.server.ts), with the e-mail for the admin only and
 * the name in the form the organiser chose for everyone else (a family's own page included).
 */
const projectQueries = {
  public: preparedQuery((db: DB) =>
    db
      .select(publicColumns)
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare(),
  ),
  admin: preparedQuery((db: DB) =>
    db
      .select(adminColumns)
      .from(projects)
      .where(eq(projects.id, sql.placeholder('id')))
      .prepare(),
  ),
}

export function findProjectFor(db: DB, id: number, viewer: Viewer): ViewedProject | null {
  const project = projectQueries[seesAuthorEmail(viewer) ? 'admin' : 'public'](db).get({ id })
  return project && canOpenProject(project, viewer) ? authorNamesFor(db, viewer)(project) : null
}

const ownProjectsQuery = preparedQuery((db: DB) =>
  db
    .select({ id: projects.id, name: projects.name, status: projects.status, thumbnail: projects.thumbnail })
    .from(projects)
    .where(sql`${projects.id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`)
    .prepare(),
)

/** A family's own projects (the ids its browser remembers), in the cookie's order. */
export function listOwnProjects(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = ownProjectsQuery(db).all({ ids: JSON.stringify(ids) })
  // Newest submission first, as the cookie keeps them.
  return rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

/**
 * A stored file with what decides who may see it: its project's id and status, and the hash of its private
 * link's token that a file key is made from (private-files.server.ts).
 */
export function findStoredFile(db: DB, name: string) {
  return db
    .select({
      name: storedFiles.name,
      role: storedFiles.role,
      id: projects.id,
      status: projects.status,
      editTokenHash: projects.editTokenHash,
    })
    .from(storedFiles)
    .innerJoin(projects, eq(projects.id, storedFiles.projectId))
    .where(eq(storedFiles.name, name))
    .get()
}

const projectFilesQuery = preparedQuery((db: DB) =>
  db
    .select({ name: storedFiles.name, contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.projectId, sql.placeholder('projectId')), eq(storedFiles.role, 'file')))
    .orderBy(asc(storedFiles.position))
    .prepare(),
)

export function listProjectFiles(db: DB, projectId: number) {
  return projectFilesQuery(db).all({ projectId })
}

/** What a new project's row and files are made from: a submission, or a family's new version. */
export type NewProject = Omit<ProjectSubmission, 'files' | 'thumbnail' | 'consent' | 'authorEmail'> & {
  /** A first version's is the form's; a new version keeps the family's, which a very old row may lack. */
  authorEmail: string | null
  consentAt: Date | null
  /** The hash of the family's private link token (family-link.server.ts). */
  editTokenHash?: string | null
  files: StagedFile[]
  thumbnail: StagedFile
  card: StagedFile
  /** A new version: the story it belongs to, the version it grew from and what changed (story.server.ts). */
  version?: { storyId: number; previousId: number; whatChanged: string }
  /**
   * The language the family read the site in as they sent it (keptLanguage), which their e-mails are written
   * in; another writer (the organiser, a script) leaves it out: the club's default.
   */
  language?: ShippedLanguage | null
}

/**
 * A new project's row and file records, pending whatever the request said, inside the caller's transaction.
 * Returns its id and the staged files the caller moves into place last, once nothing else can fail.
 */
export function insertProjectRows(db: DB, input: NewProject): { id: number; stored: StagedFile[] } {
  const stored = [...input.files, input.thumbnail, input.card].filter(
    (file, index, all) => all.findIndex((f) => f.name === file.name) === index,
  )
  const { id } = db
    .insert(projects)
    .values({
      name: input.name,
      description: input.description,
      submissionType: input.submissionType,
      submissionMethod: input.submissionMethod,
      url: input.submissionMethod === 'upload' ? null : (input.url ?? null),
      thumbnail: input.thumbnail.name,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      authorEmailKey: input.authorEmail === null ? null : emailKey(input.authorEmail),
      status: 'pending',
      consentAt: input.consentAt,
      editTokenHash: input.editTokenHash ?? null,
      storyId: input.version?.storyId ?? null,
      previousId: input.version?.previousId ?? null,
      whatChanged: input.version?.whatChanged ?? null,
      language: input.language ?? null,
    })
    .returning({ id: projects.id })
    .get()
  db.insert(storedFiles)
    .values(
      stored.map((file) => ({
        name: file.name,
        projectId: id,
        role:
          file === input.card
            ? ('card' as const)
            : input.files.includes(file)
              ? ('file' as const)
              : ('thumbnail' as const),
        contentType: file.contentType,
        size: file.size,
        position: Math.max(0, input.files.indexOf(file)),
      })),
    )
    .run()
  return { id, stored }
}

/**
 * Saves a new project with its files, all or nothing: the row, the file
 * records and the moves into the uploads folder happen in one transaction,
 * so a failure leaves no row and no file (docs/decisions/0004).
 * New projects are always pending, whatever the request said.
 */
export function createProject(db: DB, store: FileStore, input: NewProject): PublicProject {
  return db.transaction((tx) => {
    const { id, stored } = insertProjectRows(db, input)
    // A new project is pending, so judges see it: it gets its judges at once.
    syncAssignments(db)
    // Last: if a move fails, the transaction rolls back and the moved files are removed.
    commitStagedFiles(stored, store)
    // Read back, so the file list comes from the rows just written like every other read.
    return tx.select(publicColumns).from(projects).where(eq(projects.id, id)).get()!
  })
}

export const fileUrl = (name: string) => `/api/files/${name}`

/**
 * A project's picture on a card or a leaderboard row: its upload, else its video's, else one by type. The
 * upload's address is `urlFor`'s: the private link's page gives its own (private-files.server.ts).
 */
export function cardImage(
  project: Pick<PublicProject, 'thumbnail' | 'url' | 'submissionType'>,
  urlFor: (name: string) => string = fileUrl,
): string {
  if (project.thumbnail) return urlFor(cardNameFor(project.thumbnail))
  return (project.url && videoThumbnailUrl(project.url)) || `/fallbacks/${project.submissionType}.svg`
}

/** The fields a project's card is made from (the feed's list reads these and no more). */
export type CardProject = Pick<
  PublicProject,
  'id' | 'name' | 'description' | 'submissionType' | 'url' | 'thumbnail' | 'authorName' | 'tableNumber'
> & {
  /** How many approved versions its story has (the feed's cards), when more than this one is known. */
  versions?: number
}

/**
 * What a card in the feed needs, and no more: the card-sized image (the
 * thumbnail's WebP, else the video's own thumbnail, else a picture of the
 * type), the embed address for 'Watch Video', the description already cut.
 */
export function toProjectCard(project: CardProject) {
  const url = project.url ?? null
  return {
    id: project.id,
    name: project.name,
    submissionType: project.submissionType,
    description: truncate(project.description, 120),
    authorName: project.authorName,
    tableNumber: project.tableNumber,
    versions: project.versions ?? 1,
    image: cardImage(project),
    embedUrl: url ? videoEmbedUrl(url) : null,
    externalUrl: url,
  }
}

export type ProjectCard = ReturnType<typeof toProjectCard>
