import type { useLoaderData } from '@remix-run/react'
import { parseId } from '~/infra/api.server'
import type { DB } from '~/infra/db.server'
import type { FileStore } from '~/infra/file-store.server'
import { requireJudge } from '~/features/accounts/auth.server'
import { projectMediaFor } from '~/features/showcase/project-media.server'
import { judgeStanding } from '~/features/showcase/visibility.server'
import { parseJudgeOrder, parseJudgeView } from './judge-queue'
import { judgeDashboardList } from './judge-queue.server'
import { getJudgingSettings } from './judging-settings.server'
import { ownScores } from './own-scores.server'
import { evaluationDefaults, type ProjectToEvaluate } from './scores.server'
import { criteriaInLanguage } from './criterion-words.server'
import { languageFor } from '~/features/event/page-language.server'

// An approved judge sees what the 'judge' role sees (docs/rules.md#who-may-see-what): approved and pending
// work.
export const judgeViewer = { role: 'judge' as const, ownedProjectIds: [] }

export const searchOf = (params: URLSearchParams) => params.get('q')?.slice(0, 100) ?? ''

/** The judge dashboard's data: the judge, their list, the project open in the panel and its criteria. */
export async function loadJudgeDashboard(db: DB, fileStore: FileStore, request: Request) {
  const judge = await requireJudge(request)
  const standing = judgeStanding(judge)
  // Until the organiser approves them, a judge sees their name and nothing else.
  if (standing === 'awaiting-approval')
    return { awaitingApproval: true as const, judge: { name: judge.name } }
  // Switched off: why, and the scores they gave; no project, queue or author.
  if (standing === 'inactive') {
    return {
      awaitingApproval: false as const,
      inactive: true as const,
      judge: { id: judge.id, name: judge.name },
      scores: ownScores(db, judge.id),
    }
  }
  const params = new URL(request.url).searchParams
  const search = searchOf(params)
  // The dashboard opens on the judge's queue.
  const view = parseJudgeView(params.get('show'))
  const order = parseJudgeOrder(params.get('order'))
  const { selected, total, progress, counts, projects, page, pageCount, matching, first, offlineQueue } =
    judgeDashboardList(db, judge.id, {
      view,
      order,
      search,
      page: Number(params.get('page') ?? 1),
      selectedId: parseId(params.get('project') ?? undefined),
    })
  const scorable = selected && !selected.steppedAside
  return {
    awaitingApproval: false as const,
    inactive: false as const,
    // Closed by the organiser: the judge still reads the projects and their own scores.
    scoringOpen: getJudgingSettings(db).scoringOpen,
    judge: { id: judge.id, name: judge.name, expertise: judge.expertise, isActive: judge.isActive },
    list: {
      view,
      order,
      counts,
      search,
      page,
      pageCount,
      matching,
      first,
      projects: projects.map(toListItem),
    },
    total,
    progress,
    selected: selected ? toListItem(selected) : null,
    // Each criterion's name and description in the judge's language, where the organiser gave them.
    criteria: scorable
      ? criteriaInLanguage(
          db,
          await languageFor(request, undefined),
          evaluationDefaults(db, judge.id, selected.id),
          (criterion) => criterion.criteriaId,
        )
      : [],
    media: selected ? projectMediaFor(db, fileStore, selected.id, judgeViewer) : null,
    // What this judge's tablet keeps for a reload without network (docs/decisions/0014).
    offlineCopy: { judge: judge.id, queue: offlineQueue },
  }
}

/** What the list shows of a project: the record's totals, not every score and comment. */
function toListItem(p: ProjectToEvaluate) {
  const record = p.record && {
    averageScore: p.record.averageScore,
    totalScore: p.record.totalScore,
    maxPossibleScore: p.record.maxPossibleScore,
    criteriaCount: p.record.criteriaCount,
    totalCriteria: p.record.totalCriteria,
  }
  return {
    id: p.id,
    name: p.name,
    submissionType: p.submissionType,
    authorName: p.authorName,
    review: p.review,
    record,
    steppedAside: p.steppedAside,
    tableNumber: p.tableNumber,
    version: p.version,
  }
}

/** What the dashboard shows a judge who may score: the page's data with its list and panel. */
export type DashboardData = Extract<
  ReturnType<typeof useLoaderData<typeof loadJudgeDashboard>>,
  { inactive: false }
>
