import type Database from 'better-sqlite3'
import { inArray } from 'drizzle-orm'
import type { DB } from '../../db/connection'
import { projects as projectsTable } from '../../db/schema'
import { statementCache } from '../../db/statements'
import type { JudgeView } from '~/schemas/judge-queue'
import { containsPattern } from '~/utils/text'
import {
  judgeRecordsForProjects,
  type JudgeScoreRecord,
  type ProjectToEvaluate,
  type ReviewStatus,
} from './judging.server'
import { cardImage } from './projects.server'
import { visibleStatusSql } from './visibility.server'

// The judge dashboard's list (SPEC.md §4, issue 14): the judge's queue, what they reviewed, or every project
// they see, a page at a time, with the counts of each and the judge's progress through their assignments.

/** How many projects the judge dashboard lists at a time. */
export const JUDGE_PAGE_SIZE = 30

/**
 * Every project the judge sees (never rejected ones, never the author's e-mail), narrowed by the search,
 * with how many active criteria this judge scored on it (from the judge's own scores, their index),
 * whether it is assigned to them and whether they stepped aside from it. `in_queue`: assigned, not stepped
 * aside from and not complete. `is_reviewed`: complete and not stepped aside from.
 */
const markedProjects = (search: boolean) => `
WITH active AS (
  SELECT id FROM scoring_criteria WHERE is_active = 1
),
mine AS (
  SELECT ps.project_id, count(*) AS scored
  FROM project_scores ps INDEXED BY project_scores_judge_idx
  WHERE ps.judge_id = @judgeId
    AND ps.criteria_id IN (SELECT id FROM active)
  GROUP BY ps.project_id
),
listed AS (
  SELECT p.id,
         p.name,
         p.submission_type AS submissionType,
         p.author_name     AS authorName,
         p.status,
         p.submitted_at    AS submittedAt,
         coalesce(m.scored, 0) AS scored,
         EXISTS (SELECT 1 FROM assignments a WHERE a.project_id = p.id AND a.judge_id = @judgeId) AS assigned,
         EXISTS (SELECT 1 FROM recusals r WHERE r.project_id = p.id AND r.judge_id = @judgeId)    AS recused
  FROM projects p
  LEFT JOIN mine m ON m.project_id = p.id
  WHERE ${visibleStatusSql('judge', 'p.status')}${
    search ? "\n    AND (p.name LIKE @pattern ESCAPE '\\' OR p.author_name LIKE @pattern ESCAPE '\\')" : ''
  }
),
marked AS (
  SELECT *,
         assigned AND NOT recused AND scored < (SELECT count(*) FROM active)       AS in_queue,
         NOT recused AND scored > 0 AND scored = (SELECT count(*) FROM active)    AS is_reviewed
  FROM listed
)`

// Oldest first, then id: a list must not reshuffle while a judge works through it, and new submissions join
// at the end. The queue puts the projects not started before the ones half done.
const views: Record<JudgeView, { where: string; order: string }> = {
  queue: { where: 'in_queue', order: 'scored > 0, submittedAt, id' },
  reviewed: { where: 'is_reviewed', order: 'submittedAt, id' },
  all: { where: '1', order: 'submittedAt, id' },
}

const pageSql = (view: JudgeView, search: boolean) => `${markedProjects(search)}
SELECT id, name, submissionType, authorName, status, submittedAt, recused
FROM marked
WHERE ${views[view].where}
ORDER BY ${views[view].order}
LIMIT @limit OFFSET @offset`

const countsSql = (search: boolean) => `${markedProjects(search)}
SELECT coalesce(sum(in_queue), 0)                   AS queue,
       coalesce(sum(is_reviewed), 0)                AS reviewed,
       count(*)                                     AS "all",
       coalesce(sum(assigned AND NOT recused), 0)   AS assigned,
       coalesce(sum(assigned AND is_reviewed), 0)   AS assignedReviewed
FROM marked`

const oneProjectSql = `${markedProjects(false)}
SELECT id, name, submissionType, authorName, status, submittedAt, recused
FROM marked
WHERE id = @id`

type ProjectRow = Omit<ProjectToEvaluate, 'submittedAt' | 'review' | 'record' | 'steppedAside'> & {
  submittedAt: number
  recused: number
}
type Counts = Record<JudgeView, number> & { assigned: number; assignedReviewed: number }
type PageParams = { judgeId: number; pattern?: string; limit: number; offset: number }

const statements = statementCache((client: Database.Database) => {
  const variant = (search: boolean) => ({
    page: Object.fromEntries(
      (['queue', 'reviewed', 'all'] as const).map((view) => [view, client.prepare(pageSql(view, search))]),
    ) as Record<JudgeView, Database.Statement<[PageParams], ProjectRow>>,
    counts: client.prepare<[{ judgeId: number; pattern?: string }], Counts>(countsSql(search)),
  })
  const all = variant(false)
  const search = variant(true)
  const one = client.prepare<[{ judgeId: number; id: number }], ProjectRow>(oneProjectSql)

  // One snapshot: the page, the counts, the selected project and the records.
  const dashboardPage = client.transaction(
    (
      judgeId: number,
      options: { view: JudgeView; pattern: string | null; page: number; selectedId: number | null },
    ) => {
      const { pattern, view } = options
      const [kind, params] = pattern === null ? [all, { judgeId }] : [search, { judgeId, pattern }]
      const counts = kind.counts.get(params)!
      const overall = pattern === null ? counts : all.counts.get({ judgeId })!
      const matching = counts[view]
      const pageCount = Math.max(1, Math.ceil(matching / JUDGE_PAGE_SIZE))
      const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount)
      const projects = kind.page[view].all({
        ...params,
        limit: JUDGE_PAGE_SIZE,
        offset: (page - 1) * JUDGE_PAGE_SIZE,
      })
      const selected = options.selectedId ? one.get({ judgeId, id: options.selectedId }) : undefined
      const ids = [...projects.map((p) => p.id), ...(selected ? [selected.id] : [])]
      return {
        projects,
        selected,
        page,
        pageCount,
        matching,
        counts: { queue: counts.queue, reviewed: counts.reviewed, all: counts.all },
        total: overall.all,
        reviewed: overall.reviewed,
        progress: { assigned: overall.assigned, reviewed: overall.assignedReviewed },
        records: judgeRecordsForProjects(client, judgeId, ids),
      }
    },
  )
  // The queue's first two: one of them is not the project just saved.
  const queueHead = (judgeId: number, pattern: string | null) =>
    pattern === null
      ? all.page.queue.all({ judgeId, limit: 2, offset: 0 })
      : search.page.queue.all({ judgeId, pattern, limit: 2, offset: 0 })
  const queueFirstPage = (judgeId: number) =>
    all.page.queue.all({ judgeId, limit: JUDGE_PAGE_SIZE, offset: 0 }).map((project) => project.id)
  return { dashboardPage, queueHead, queueFirstPage }
})

function reviewStatus(record: JudgeScoreRecord | null): ReviewStatus {
  if (!record) return 'not-reviewed'
  return record.isComplete ? 'reviewed' : 'partial'
}

/**
 * The judge dashboard's list: `view` 'queue' (assigned, not complete, not started first), 'reviewed' or
 * 'all' (every approved and pending project), oldest submission first, each with this judge's record and
 * review status, JUDGE_PAGE_SIZE at a time, optionally narrowed to names or authors containing `search`.
 * A page number out of range shows the nearest page. Only the page's projects (and the selected one) are
 * read with their records, so the page costs the same with 50 projects or 1,000.
 */
export function judgeDashboardList(
  db: DB,
  judgeId: number,
  options: { view?: JudgeView; search?: string; page: number; selectedId?: number | null },
) {
  const search = options.search?.trim()
  const { records, selected, projects, ...counts } = statements(db).dashboardPage(judgeId, {
    view: options.view ?? 'all',
    pattern: search ? containsPattern(search) : null,
    page: options.page,
    selectedId: options.selectedId ?? null,
  })
  const byProject = new Map(records.map((record) => [record.projectId, record]))
  const withRecord = ({ recused, ...project }: ProjectRow): ProjectToEvaluate => {
    const record = byProject.get(project.id) ?? null
    return {
      ...project,
      submittedAt: new Date(project.submittedAt),
      review: reviewStatus(record),
      record,
      steppedAside: recused === 1,
    }
  }
  return {
    ...counts,
    projects: projects.map(withRecord),
    selected: selected ? withRecord(selected) : null,
    first: counts.matching === 0 ? 0 : (counts.page - 1) * JUDGE_PAGE_SIZE + 1,
  }
}

/** "Save and next": the first project of the judge's queue (under the same search) other than `afterId`. */
export function nextInQueue(db: DB, judgeId: number, options: { search?: string; afterId: number }) {
  const search = options.search?.trim()
  const head = statements(db).queueHead(judgeId, search ? containsPattern(search) : null)
  return head.find((project) => project.id !== options.afterId)?.id ?? null
}

/**
 * What a judge's tablet keeps for a reload without network (docs/decisions/0014): the first page of their
 * queue, each project with the picture its evaluate panel shows.
 */
export function queueToKeepOffline(db: DB, judgeId: number) {
  const ids = statements(db).queueFirstPage(judgeId)
  if (ids.length === 0) return []
  const rows = db
    .select({
      id: projectsTable.id,
      thumbnail: projectsTable.thumbnail,
      url: projectsTable.url,
      submissionType: projectsTable.submissionType,
    })
    .from(projectsTable)
    .where(inArray(projectsTable.id, ids))
    .all()
  const images = new Map(rows.map((row) => [row.id, cardImage(row)]))
  return ids.map((id) => ({ id, image: images.get(id) ?? null }))
}
