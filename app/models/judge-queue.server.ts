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
 * oldest first: its id, when it came, how many active criteria this judge scored on it (counted from the
 * judge's index alone), whether it is assigned to them and whether they stepped aside from it. One scan
 * gives the counts, the page and the offline queue (issue 18: the page used to scan three times). The
 * judge's assignments and step-asides are read once each (IN builds a lookup), not once per project.
 */
const progressSql = (search: boolean) => `
WITH mine AS (
  SELECT ps.project_id, count(*) AS scored
  FROM project_scores ps INDEXED BY project_scores_judge_project_idx
  WHERE ps.judge_id = @judgeId
    AND ps.criteria_id IN (SELECT id FROM scoring_criteria WHERE is_active = 1)
  GROUP BY ps.project_id
)
SELECT p.id,
       coalesce(m.scored, 0),
       p.id IN (SELECT project_id FROM assignments WHERE judge_id = @judgeId),
       p.id IN (SELECT project_id FROM recusals WHERE judge_id = @judgeId)
FROM projects p
LEFT JOIN mine m ON m.project_id = p.id
WHERE ${visibleStatusSql('judge', 'p.status')}${
  search ? "\n  AND (p.name LIKE @pattern ESCAPE '\\' OR p.author_name LIKE @pattern ESCAPE '\\')" : ''
}
ORDER BY p.submitted_at, p.id`

type ProgressRow = [id: number, scored: number, assigned: 0 | 1, recused: 0 | 1]

/** A project's place in the judge's lists. */
type Progress = {
  id: number
  scored: number
  assigned: boolean
  recused: boolean
  inQueue: boolean
  reviewed: boolean
}

type ProjectRow = Omit<ProjectToEvaluate, 'submittedAt' | 'review' | 'record' | 'steppedAside'> & {
  submittedAt: number
  recused: number
}

/**
 * `inQueue`: assigned, not stepped aside from and not complete. `reviewed`: complete and not stepped aside
 * from. The queue puts the projects not started before the ones half done; every list is otherwise oldest
 * first, then by id: a list must not reshuffle while a judge works through it, and new submissions join
 * at the end.
 */
function markProgress(rows: ProgressRow[], activeCount: number) {
  const all: Progress[] = rows.map(([id, scored, assigned, recused]) => ({
    id,
    scored,
    assigned: assigned === 1,
    recused: recused === 1,
    inQueue: assigned === 1 && recused === 0 && scored < activeCount,
    reviewed: recused === 0 && scored > 0 && scored === activeCount,
  }))
  const queue = all
    .filter((p) => p.inQueue && p.scored === 0)
    .concat(all.filter((p) => p.inQueue && p.scored > 0))
  const views: Record<JudgeView, Progress[]> = { queue, reviewed: all.filter((p) => p.reviewed), all }
  return {
    byId: new Map(all.map((p) => [p.id, p])),
    views,
    assigned: all.filter((p) => p.assigned && !p.recused).length,
    assignedReviewed: all.filter((p) => p.assigned && p.reviewed).length,
  }
}

const statements = statementCache((client: Database.Database) => {
  const progress = {
    all: client.prepare<[{ judgeId: number }], ProgressRow>(progressSql(false)).raw(),
    search: client.prepare<[{ judgeId: number; pattern: string }], ProgressRow>(progressSql(true)).raw(),
  }
  const activeCount = client
    .prepare<[], number>('SELECT count(*) FROM scoring_criteria WHERE is_active = 1')
    .pluck()
  const details = client.prepare<[string], Omit<ProjectRow, 'recused'>>(
    `SELECT p.id, p.name, p.submission_type AS submissionType, p.author_name AS authorName, p.status,
            p.submitted_at AS submittedAt
     FROM json_each(?) ids CROSS JOIN projects p ON p.id = ids.value`,
  )
  const marked = (judgeId: number, pattern: string | null) =>
    markProgress(
      (pattern === null
        ? progress.all.all({ judgeId })
        : progress.search.all({ judgeId, pattern })) as ProgressRow[],
      activeCount.get()!,
    )

  // One snapshot: the lists, the selected project, their details and records, the offline queue.
  const dashboardPage = client.transaction(
    (
      judgeId: number,
      options: { view: JudgeView; pattern: string | null; page: number; selectedId: number | null },
    ) => {
      const { pattern, view } = options
      const shown = marked(judgeId, pattern)
      const overall = pattern === null ? shown : marked(judgeId, null)
      const matching = shown.views[view].length
      const pageCount = Math.max(1, Math.ceil(matching / JUDGE_PAGE_SIZE))
      const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount)
      const listed = shown.views[view].slice((page - 1) * JUDGE_PAGE_SIZE, page * JUDGE_PAGE_SIZE)
      // The selected project, if the judge sees it at all (a search does not hide it).
      const selectedProgress = options.selectedId ? overall.byId.get(options.selectedId) : undefined
      const ids = [...listed.map((p) => p.id), ...(selectedProgress ? [selectedProgress.id] : [])]
      const rows = new Map(details.all(JSON.stringify(ids)).map((row) => [row.id, row]))
      const withRecused = (p: Progress): ProjectRow => ({ ...rows.get(p.id)!, recused: p.recused ? 1 : 0 })
      return {
        projects: listed.map(withRecused),
        selected: selectedProgress ? withRecused(selectedProgress) : undefined,
        page,
        pageCount,
        matching,
        counts: {
          queue: shown.views.queue.length,
          reviewed: shown.views.reviewed.length,
          all: shown.views.all.length,
        },
        total: overall.views.all.length,
        reviewed: overall.views.reviewed.length,
        progress: { assigned: overall.assigned, reviewed: overall.assignedReviewed },
        offlineQueue: overall.views.queue.slice(0, JUDGE_PAGE_SIZE).map((p) => p.id),
        records: judgeRecordsForProjects(client, judgeId, ids),
      }
    },
  )
  // The queue's first two: one of them is not the project just saved.
  const queueHead = (judgeId: number, pattern: string | null) =>
    marked(judgeId, pattern).views.queue.slice(0, 2)
  return { dashboardPage, queueHead }
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
 * queue (`offlineQueue` of judgeDashboardList), each project with the picture its evaluate panel shows.
 */
export function queueToKeepOffline(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = db
    .select({
      id: projectsTable.id,
      thumbnail: projectsTable.thumbnail,
      url: projectsTable.url,
      submissionType: projectsTable.submissionType,
    })
    .from(projectsTable)
    .where(inArray(projectsTable.id, [...ids]))
    .all()
  const images = new Map(rows.map((row) => [row.id, cardImage(row)]))
  return ids.map((id) => ({ id, image: images.get(id) ?? null }))
}
