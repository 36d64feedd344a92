import { and, eq, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { projects } from '../../../db/schema'
import { preparedQuery } from '../../../db/statements'
import type { FeedSort } from '~/features/showcase/feed'
import type { SubmissionType } from '~/features/submissions/project'
import { authorNamesFor, getJudgingSettings } from '~/features/judging/judging-settings.server'
import { orderBy, type PublicProject } from '~/features/submissions/projects.server'
import { projectSearchParams, projectSearchWhere } from './project-search.server'
import { listedWhere, nameStyleFor, publicViewer, visibleStatusWhere, type Viewer } from './visibility.server'

// The public feed's list (/feed): approved projects, a story once (its newest approved version), filtered by type and by a search, sorted, a page at a
// time. The search (docs/decisions/0039) reads a project's name, its author's name as the card shows it,
// or its table number, and runs in SQLite, so the feed still reads one page however many projects match.

/**
 * What a card in the feed is made from (toProjectCard): not the project's files, whose names a subquery per
 * project would gather, nor its status and date.
 */
const feedColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  submissionType: projects.submissionType,
  url: projects.url,
  thumbnail: projects.thumbnail,
  authorName: projects.authorName,
  tableNumber: projects.tableNumber,
  // A story shows once, as its newest approved version, with how many approved versions it has.
  versions: sql<number>`(SELECT count(*) FROM projects v
    WHERE (v.id = coalesce("projects"."story_id", "projects"."id")
           OR v.story_id = coalesce("projects"."story_id", "projects"."id"))
      AND v.status = 'approved')`,
}

export type FeedProject = Pick<PublicProject, Exclude<keyof typeof feedColumns, 'versions'>> & {
  versions: number
}

/** The feed's query for one order, with or without a type filter and a search: built and prepared once. */
function feedQuery(sort: FeedSort, typed: boolean, searched: boolean) {
  return preparedQuery((db: DB) =>
    db
      .select(feedColumns)
      .from(projects)
      .where(
        and(
          listedWhere('public'),
          typed ? eq(projects.submissionType, sql.placeholder('type')) : undefined,
          searched ? projectSearchWhere(db) : undefined,
        ),
      )
      .orderBy(...orderBy[sort])
      .limit(sql.placeholder('limit'))
      .prepare(),
  )
}

const feedQueriesFor = (sort: FeedSort) => ({
  all: feedQuery(sort, false, false),
  typed: feedQuery(sort, true, false),
  searched: feedQuery(sort, false, true),
  typedSearched: feedQuery(sort, true, true),
})

const feedQueries = {
  newest: feedQueriesFor('newest'),
  oldest: feedQueriesFor('oldest'),
  name: feedQueriesFor('name'),
} satisfies Record<FeedSort, unknown>

const anyApprovedQuery = preparedQuery((db: DB) =>
  db.select({ id: projects.id }).from(projects).where(visibleStatusWhere('public')).limit(1).prepare(),
)

/** Approved projects, filtered by type and by a search, sorted, one page at a time, named for the viewer. */
export function listFeedProjects(
  db: DB,
  options: { type?: SubmissionType; search?: string; sort: FeedSort; limit: number; viewer?: Viewer },
): { projects: FeedProject[]; hasMore: boolean; anyApproved: boolean } {
  const viewer = options.viewer ?? publicViewer
  const search = options.search?.trim() ?? ''
  const variant = search ? (options.type ? 'typedSearched' : 'searched') : options.type ? 'typed' : 'all'
  const rows = feedQueries[options.sort][variant](db).all({
    type: options.type,
    limit: options.limit + 1,
    ...(search
      ? projectSearchParams(search, nameStyleFor(viewer, getJudgingSettings(db).participantNames))
      : {}),
  })
  // An empty filtered page must tell "nothing matches" from "nothing yet".
  const anyApproved = rows.length > 0 || ((!!options.type || !!search) && !!anyApprovedQuery(db).get())
  return {
    projects: rows.slice(0, options.limit).map(authorNamesFor(db, viewer)),
    hasMore: rows.length > options.limit,
    anyApproved,
  }
}
