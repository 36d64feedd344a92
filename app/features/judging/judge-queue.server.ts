import type Database from 'better-sqlite3'
import type { DB } from '../../../db/connection'
import { statementCache } from '../../../db/statements'
import type { JudgeOrder, JudgeView } from '~/features/judging/judge-queue'
import { containsPattern } from '~/utils/text'
import {
  judgeTotalsForProjects,
  type JudgeRecordTotals,
  type ProjectToEvaluate,
  type VersionForJudge,
  type ReviewStatus,
} from './scores.server'
import { cardImage } from '~/features/submissions/projects.server'
import { visibleStatusSql } from '~/features/showcase/visibility.server'

// The judge dashboard's list: the judge's queue, what they reviewed, or every project
// they see, a page at a time, with the counts of each and the judge's progress through their assignments.

/** How many projects the judge dashboard lists at a time. */
export const JUDGE_PAGE_SIZE = 30

const visible = visibleStatusSql('judge', 'p.status')
const matchesSearch = (search: boolean) =>
  search ? "\n  AND (p.name LIKE @pattern ESCAPE '\\' OR p.author_name LIKE @pattern ESCAPE '\\')" : ''

/**
 * The judge's lists are read from what is theirs, not from every project (for a judge with 4,300 scores,
 * 0.25 ms instead of 1.9): the projects assigned
 * to them, each with how many active criteria they scored (judge_progress, kept by triggers), and a count
 * of what they completed from that table's index. Only "all" reads every project, and only its count and
 * one page. Each list holds projects the judge sees (never a rejected one), narrowed by the search.
 */
const assignedSql = (search: boolean) => `
SELECT p.id, p.submitted_at, coalesce(jp.scored, 0), p.table_number
FROM assignments a CROSS JOIN projects p ON p.id = a.project_id
  LEFT JOIN judge_progress jp ON jp.judge_id = a.judge_id AND jp.project_id = a.project_id
WHERE a.judge_id = @judgeId AND ${visible}${matchesSearch(search)}`

/** What the judge reviewed: every active criterion scored, and not stepped aside from. */
const reviewedSql = (search: boolean) => `
FROM judge_progress jp INDEXED BY judge_progress_judge_scored_idx CROSS JOIN projects p ON p.id = jp.project_id
WHERE jp.judge_id = @judgeId AND jp.scored = @active AND ${visible}${matchesSearch(search)}
  AND p.id NOT IN (SELECT project_id FROM recusals WHERE judge_id = @judgeId)`

const countSql = (search: boolean) =>
  `SELECT count(*) FROM projects p WHERE ${visible}${matchesSearch(search)}`

const orderSql: Record<JudgeOrder, string> = {
  submission: 'ORDER BY p.submitted_at, p.id',
  // The room in order; a project without a table after them, oldest first.
  table: 'ORDER BY p.table_number IS NULL, p.table_number, p.submitted_at, p.id',
}

const pageSql = (order: JudgeOrder) => (search: boolean) => `
SELECT p.id FROM projects p${order === 'submission' ? ' INDEXED BY projects_submitted_at_idx' : ''}
WHERE ${visible}${matchesSearch(search)}
${orderSql[order]}
LIMIT @limit OFFSET @offset`

type AssignedRow = [id: number, submittedAt: number, scored: number, tableNumber: number | null]

type ProjectRow = Omit<
  ProjectToEvaluate,
  'submittedAt' | 'review' | 'record' | 'steppedAside' | 'version'
> & {
  submittedAt: number
  thumbnail: string | null
  url: string | null
  storyId: number | null
  whatChanged: string | null
  previousName: string | null
}

/** Every list is oldest first, then by id: it must not reshuffle while a judge works through it. */
const oldestFirst = (a: AssignedRow, b: AssignedRow) => a[1] - b[1] || a[0] - b[0]

/** By table number, the projects without one last (oldest first among them). */
const byTable = (a: AssignedRow, b: AssignedRow) => {
  if (a[3] === null || b[3] === null)
    return (a[3] === null ? 1 : 0) - (b[3] === null ? 1 : 0) || oldestFirst(a, b)
  return a[3] - b[3]
}

const statements = statementCache((client: Database.Database) => {
  type Params = { judgeId: number; pattern?: string; active?: number; limit?: number; offset?: number }
  const both = <R>(sql: (search: boolean) => string, pluck = false) => {
    const prepare = (search: boolean) => {
      const statement = client.prepare<[Params], R>(sql(search))
      return pluck ? statement.pluck() : statement.raw()
    }
    return { all: prepare(false), search: prepare(true) }
  }
  const assigned = both<AssignedRow>(assignedSql)
  const reviewedCount = both<number>((search) => `SELECT count(*) ${reviewedSql(search)}`, true)
  const reviewedPage = {
    submission: both<number>(
      (search) => `SELECT p.id ${reviewedSql(search)} ${orderSql.submission} LIMIT @limit OFFSET @offset`,
      true,
    ),
    table: both<number>(
      (search) => `SELECT p.id ${reviewedSql(search)} ${orderSql.table} LIMIT @limit OFFSET @offset`,
      true,
    ),
  }
  const count = {
    all: client.prepare<[], number>(countSql(false)).pluck(),
    search: client.prepare<[{ pattern: string }], number>(countSql(true)).pluck(),
  }
  const pageOf = (order: JudgeOrder) => ({
    all: client.prepare<[{ limit: number; offset: number }], number>(pageSql(order)(false)).pluck(),
    search: client
      .prepare<[{ pattern: string; limit: number; offset: number }], number>(pageSql(order)(true))
      .pluck(),
  })
  const page = { submission: pageOf('submission'), table: pageOf('table') }
  const place = client
    .prepare<[number], AssignedRow>('SELECT id, submitted_at, 0, table_number FROM projects WHERE id = ?')
    .raw()
  const recused = client
    .prepare<[number], number>('SELECT project_id FROM recusals WHERE judge_id = ?')
    .pluck()
  const seen = client
    .prepare<[number], number>(`SELECT p.id FROM projects p WHERE p.id = ? AND ${visible}`)
    .pluck()
  const activeCount = client
    .prepare<[], number>('SELECT count(*) FROM scoring_criteria WHERE is_active = 1')
    .pluck()
  const details = client.prepare<[string], ProjectRow>(
    `SELECT p.id, p.name, p.submission_type AS submissionType, p.author_name AS authorName, p.status,
            p.submitted_at AS submittedAt, p.thumbnail, p.url, p.table_number AS tableNumber,
            p.story_id AS storyId, p.what_changed AS whatChanged,
            (SELECT q.name FROM projects q WHERE q.id = coalesce(p.previous_id, p.story_id)) AS previousName
     FROM json_each(?) ids CROSS JOIN projects p ON p.id = ids.value`,
  )
  // The judge's scores of the latest earlier version of the story they scored: for reference beside the new one.
  const earlierScores = client.prepare<
    { judgeId: number; storyId: number; projectId: number },
    VersionForJudge['earlierScores'][number]
  >(
    `SELECT c.name AS criterion, ps.score, c.max_points AS maxPoints
     FROM project_scores ps JOIN scoring_criteria c ON c.id = ps.criteria_id
     WHERE ps.judge_id = @judgeId AND c.is_active = 1 AND ps.project_id = (
       SELECT max(e.project_id) FROM project_scores e JOIN projects ep ON ep.id = e.project_id
       WHERE e.judge_id = @judgeId AND (ep.id = @storyId OR ep.story_id = @storyId) AND ep.id < @projectId)
     ORDER BY c.id`,
  )

  /**
   * The queue (assigned, not stepped aside from, not complete: the ones not started before the ones half
   * done; by table, simply in table order) and what the judge reviewed (complete and not stepped aside
   * from), under the search if any.
   */
  function lists(
    judgeId: number,
    pattern: string | null,
    active: number,
    steppedAside: Set<number>,
    order: JudgeOrder = 'submission',
  ) {
    const params: Params = pattern === null ? { judgeId } : { judgeId, pattern }
    const which = pattern === null ? 'all' : 'search'
    const mine = assigned[which].all(params).filter(([id]) => !steppedAside.has(id))
    const open = mine.filter(([, , scored]) => scored < active)
    const queue =
      order === 'table'
        ? open.sort(byTable)
        : [
            ...open.filter(([, , scored]) => scored === 0).sort(oldestFirst),
            ...open.filter(([, , scored]) => scored > 0).sort(oldestFirst),
          ]
    return {
      queueRows: queue,
      queue: queue.map(([id]) => id),
      reviewed: reviewedCount[which].get({ ...params, active })!,
      reviewedPage: (offset: number) =>
        reviewedPage[order][which].all({ ...params, active, limit: JUDGE_PAGE_SIZE, offset }),
      count: pattern === null ? count.all.get()! : count.search.get({ pattern })!,
      assigned: mine.length,
      assignedReviewed: active === 0 ? 0 : mine.filter(([, , scored]) => scored === active).length,
    }
  }

  /** One page of "all": read from the projects themselves, a page at a time. */
  const allPage = (pattern: string | null, offset: number, order: JudgeOrder) =>
    pattern === null
      ? page[order].all.all({ limit: JUDGE_PAGE_SIZE, offset })
      : page[order].search.all({ pattern, limit: JUDGE_PAGE_SIZE, offset })

  // One snapshot: the lists, the selected project, their details and records, the offline queue.
  const dashboardPage = client.transaction(
    (
      judgeId: number,
      options: {
        view: JudgeView
        order: JudgeOrder
        pattern: string | null
        page: number
        selectedId: number | null
      },
    ) => {
      const { pattern, view, order } = options
      const active = activeCount.get()!
      const steppedAside = new Set(recused.all(judgeId))
      const shown = lists(judgeId, pattern, active, steppedAside, order)
      // The tablet's offline copy is the queue in its usual order, whatever this page's.
      const overall =
        pattern === null && order === 'submission' ? shown : lists(judgeId, null, active, steppedAside)
      const matching = view === 'all' ? shown.count : view === 'queue' ? shown.queue.length : shown.reviewed
      const pageCount = Math.max(1, Math.ceil(matching / JUDGE_PAGE_SIZE))
      const page = Math.min(Math.max(1, Math.floor(options.page) || 1), pageCount)
      const offset = (page - 1) * JUDGE_PAGE_SIZE
      const listed =
        view === 'all'
          ? allPage(pattern, offset, order)
          : view === 'queue'
            ? shown.queue.slice(offset, offset + JUDGE_PAGE_SIZE)
            : shown.reviewedPage(offset)
      // The selected project, if the judge sees it at all (a search does not hide it).
      const selectedId = options.selectedId ? seen.get(options.selectedId) : undefined
      const ids = [...listed, ...(selectedId ? [selectedId] : [])]
      // The tablet's offline copy: the first page of the queue, most often the page listed.
      const offline = overall.queue.slice(0, JUDGE_PAGE_SIZE)
      const listedOrOffline = [...new Set([...ids, ...offline])]
      const rows = new Map(details.all(JSON.stringify(listedOrOffline)).map((row) => [row.id, row]))
      const records = new Map(judgeTotalsForProjects(client, judgeId, ids).map((r) => [r.projectId, r]))
      // Each project made once, from its row and this judge's record (a page has 30).
      const toProject = (id: number): ProjectToEvaluate => {
        const row = rows.get(id)!
        const record = records.get(id) ?? null
        return {
          id,
          name: row.name,
          submissionType: row.submissionType,
          authorName: row.authorName,
          status: row.status,
          submittedAt: new Date(row.submittedAt),
          review: reviewStatus(record),
          record,
          steppedAside: steppedAside.has(id),
          tableNumber: row.tableNumber,
          version:
            row.storyId === null
              ? null
              : {
                  previousName: row.previousName,
                  whatChanged: row.whatChanged,
                  earlierScores: earlierScores.all({ judgeId, storyId: row.storyId, projectId: id }),
                },
        }
      }
      return {
        projects: listed.map(toProject),
        selected: selectedId ? toProject(selectedId) : null,
        page,
        pageCount,
        matching,
        counts: { queue: shown.queue.length, reviewed: shown.reviewed, all: shown.count },
        total: overall.count,
        reviewed: overall.reviewed,
        progress: { assigned: overall.assigned, reviewed: overall.assignedReviewed },
        offlineQueue: offline.map((id) => ({ id, image: cardImage(rows.get(id)!) })),
      }
    },
  )
  /**
   * After the project just saved (or stepped aside from): oldest first, the queue's first other project;
   * by table, the next table along the room that is still in the queue, back to the first at the end.
   */
  const queueAfter = client.transaction(
    (judgeId: number, pattern: string | null, order: JudgeOrder, afterId: number) => {
      const { queueRows } = lists(judgeId, pattern, activeCount.get()!, new Set(recused.all(judgeId)), order)
      const others = queueRows.filter(([id]) => id !== afterId)
      const current = order === 'table' ? place.get(afterId) : undefined
      const ahead = current ? others.find((row) => byTable(row, current) > 0) : undefined
      return (ahead ?? others[0])?.[0] ?? null
    },
  )
  return { dashboardPage, queueAfter }
})

function reviewStatus(record: JudgeRecordTotals | null): ReviewStatus {
  if (!record) return 'not-reviewed'
  return record.isComplete ? 'reviewed' : 'partial'
}

/**
 * The judge dashboard's list: `view` 'queue' (assigned, not complete, not started first), 'reviewed' or
 * 'all' (every approved and pending project), oldest submission first, each with this judge's record and
 * review status, JUDGE_PAGE_SIZE at a time, optionally narrowed to names or authors containing `search`.
 * A page number out of range shows the nearest page. Only the page's projects (and the selected one) are
 * read with their records, so the page costs the same with 50 projects or 1,000.
 *
 * `offlineQueue` is what the judge's tablet keeps for a reload without network (docs/decisions/0014): the
 * first page of their queue, each project with the picture its evaluate panel shows.
 */
export function judgeDashboardList(
  db: DB,
  judgeId: number,
  options: {
    view?: JudgeView
    order?: JudgeOrder
    search?: string
    page: number
    selectedId?: number | null
  },
) {
  const search = options.search?.trim()
  const page = statements(db).dashboardPage(judgeId, {
    view: options.view ?? 'all',
    order: options.order ?? 'submission',
    pattern: search ? containsPattern(search) : null,
    page: options.page,
    selectedId: options.selectedId ?? null,
  })
  return { ...page, first: page.matching === 0 ? 0 : (page.page - 1) * JUDGE_PAGE_SIZE + 1 }
}

/**
 * "Save and next": the project of the judge's queue (under the same search, in the list's order) that comes
 * after `afterId`: oldest first, the queue's first other project; by table, the next table along the room.
 */
export function nextInQueue(
  db: DB,
  judgeId: number,
  options: { search?: string; order?: JudgeOrder; afterId: number },
) {
  const search = options.search?.trim()
  const pattern = search ? containsPattern(search) : null
  return statements(db).queueAfter(judgeId, pattern, options.order ?? 'submission', options.afterId)
}
