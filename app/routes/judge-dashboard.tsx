import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useEffect, useRef } from 'react'
import {
  type ClientActionFunctionArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from '@remix-run/react'
import { ConnectionStatus } from '~/components/judge/connection-status'
import { EvaluationForm, FormError } from '~/components/judge/evaluation-form'
import { useJudgeServiceWorker } from '~/components/judge/judge-service-worker'
import { AwaitingApproval, LogoutButton, Progress } from '~/components/judge/judge-welcome'
import { KeptEvaluationsBanner, useKeptEvaluations } from '~/components/judge/offline-banner'
import {
  type ListedProject,
  listHref,
  ProjectsToEvaluate,
  SelectedAnchor,
} from '~/components/judge/project-list'
import { ProjectPreview } from '~/components/judge/project-preview'
import { StepAside, SteppedAsideNotice } from '~/components/judge/step-aside'
import { ButtonLink } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { site } from '~/content/site'
import {
  evaluationDefaults,
  type ProjectToEvaluate,
  ScoringError,
  scoringErrors,
  submitScoreBatch,
} from '~/models/judging.server'
import { judgeDashboardList, nextInQueue, queueToKeepOffline } from '~/models/judge-queue.server'
import { projectMediaFor } from '~/models/project-media.server'
import { findProjectFor } from '~/models/projects.server'
import { stepAside } from '~/models/recusals.server'
import { parseJudgeView } from '~/schemas/judge-queue'
import { scoreBatchSchema } from '~/schemas/scoring'
import { parseId } from '~/utils/api.server'
import { requireJudge } from '~/services/auth.server'
import { readFormData } from '~/utils/body.server'
import { db } from '~/services/db.server'
import { type KeptAnswer, sendOrKeep } from '~/utils/offline-scores'
import { startingScore } from '~/utils/evaluation'
import { redirectWithToast } from '~/utils/toast.server'

export const meta: MetaFunction = () => [{ title: `Judge Dashboard | ${site.challengeName}` }]

// An approved judge sees what the 'judge' role sees (DESIGN.md §5): approved and pending work.
const judgeViewer = { role: 'judge' as const, ownedProjectIds: [] }

const searchOf = (params: URLSearchParams) => params.get('q')?.slice(0, 100) ?? ''

export async function loader({ request }: LoaderFunctionArgs) {
  const judge = await requireJudge(request)
  // DESIGN.md §5: until the organiser approves them, a judge sees their name and nothing else.
  if (!judge.isApproved) return { awaitingApproval: true as const, judge: { name: judge.name } }
  const params = new URL(request.url).searchParams
  const search = searchOf(params)
  // The dashboard opens on the judge's queue (issue 14).
  const view = parseJudgeView(params.get('show'))
  const { selected, total, progress, counts, projects, page, pageCount, matching, first } =
    judgeDashboardList(db, judge.id, {
      view,
      search,
      page: Number(params.get('page') ?? 1),
      selectedId: parseId(params.get('project') ?? undefined),
    })
  const scorable = selected && !selected.steppedAside
  return {
    awaitingApproval: false as const,
    judge: { id: judge.id, name: judge.name, expertise: judge.expertise, isActive: judge.isActive },
    list: { view, counts, search, page, pageCount, matching, first, projects: projects.map(toListItem) },
    total,
    progress,
    selected: selected ? toListItem(selected) : null,
    criteria: scorable ? evaluationDefaults(db, judge.id, selected.id) : [],
    media: selected ? projectMediaFor(db, selected.id, judgeViewer) : null,
    // What this judge's tablet keeps for a reload without network (docs/decisions/0014).
    offlineCopy: { judge: judge.id, queue: queueToKeepOffline(db, judge.id) },
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
  }
}

/** The form posts criteriaId, score-<id> and comments-<id> for every criterion: one batch. */
function batchFromForm(form: FormData) {
  const projectId = form.get('projectId')
  return {
    scores: form.getAll('criteriaId').map((criteriaId) => ({
      projectId,
      criteriaId,
      score: form.get(`score-${criteriaId}`),
      comments: form.get(`comments-${criteriaId}`),
    })),
    // With JS the form carries the evaluation's id and time (issue 15); without, they are absent.
    batchId: form.get('batchId') ?? undefined,
    evaluatedAt: form.get('evaluatedAt') ?? undefined,
  }
}

const saved = { type: 'success', title: 'Scores Submitted' } as const

/**
 * intent "score" (or none: an older page or a script) saves and goes back to the list; "save-next" saves
 * and opens the next project of the judge's queue; "step-aside" records a conflict of interest.
 */
export async function action({ request }: ActionFunctionArgs) {
  const judge = await requireJudge(request)
  const form = await readFormData(request)
  const params = new URL(request.url).searchParams
  const search = searchOf(params)
  const intent = form.get('intent')
  if (intent === 'step-aside') {
    const projectId = parseId(String(form.get('projectId') ?? ''))
    const outcome = projectId ? stepAside(db, judge.id, projectId) : 'unknown-project'
    if (outcome === 'not-approved') return data({ message: scoringErrors.awaitingApproval }, { status: 403 })
    if (outcome === 'unknown-project' || !projectId) {
      return data({ message: scoringErrors.unknownProject }, { status: 404 })
    }
    const name = findProjectFor(db, projectId, judgeViewer)?.name ?? 'this project'
    const next = nextInQueue(db, judge.id, { search, afterId: projectId })
    return redirectWithToast(
      request,
      listHref(params, { show: 'queue', page: 1, project: next ?? undefined }),
      {
        type: 'success',
        title: 'You stepped aside',
        description: `From “${name}”: another judge will review it.`,
      },
    )
  }

  const batch = scoreBatchSchema.safeParse(batchFromForm(form))
  try {
    if (!batch.success) throw new ScoringError(batch.error.issues[0]?.message ?? 'Invalid scores', 400)
    const { scores, batchId, evaluatedAt } = batch.data
    submitScoreBatch(db, judge, scores, { batchId, evaluatedAt })
  } catch (error) {
    if (!(error instanceof ScoringError)) console.error('Scores could not be saved', error)
    const message =
      error instanceof ScoringError ? error.message : 'Failed to submit scores. Please try again.'
    return data({ message }, { status: error instanceof ScoringError ? error.status : 500 })
  }
  if (intent === 'save-next') {
    const next = nextInQueue(db, judge.id, { search, afterId: batch.data.scores[0]!.projectId })
    if (next) {
      return redirectWithToast(request, listHref(params, { show: 'queue', page: 1, project: next }), {
        ...saved,
        description: 'Your evaluation has been recorded successfully.',
      })
    }
    return redirectWithToast(request, listHref(params, { show: 'queue', page: 1 }), {
      ...saved,
      description: search
        ? `Your evaluation has been recorded. No other project in your queue matches "${search}".`
        : 'Your queue is done: every project assigned to you is reviewed.',
    })
  }
  // SPEC.md §4: success clears the form and the selection; the list stays on the same view and page.
  return redirectWithToast(request, listHref(params, {}), {
    ...saved,
    description: 'Your evaluation has been recorded successfully.',
  })
}

/**
 * With JS (issue 15): the same action, but an evaluation that cannot reach the server (offline, no answer
 * in 10 s, a server error) is kept on the tablet and sent later (app/utils/offline-scores.ts).
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return sendOrKeep(await request.clone().formData(), () => serverAction<typeof action>())
}

export default function JudgeDashboard() {
  const data = useLoaderData<typeof loader>()
  useJudgeServiceWorker(data.awaitingApproval ? null : data.offlineCopy)
  if (data.awaitingApproval) return <AwaitingApproval name={data.judge.name} />
  return <Dashboard data={data} />
}

function Dashboard({
  data,
}: {
  data: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { awaitingApproval: true }>
}) {
  const actionData = useActionData() as { message: string } | KeptAnswer | undefined
  const location = useLocation()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const { judge, list, total, progress } = data
  // The project opened without the server (below), if any.
  const openedOffline = useRef<number | undefined>(undefined)
  const kept = useKeptEvaluations(judge.id, () => {
    // Sent: show the server's statuses. A project opened offline gets its own page's data.
    if (openedOffline.current && navigation.state === 'idle') {
      const href = listHref(new URLSearchParams(location.search), { project: openedOffline.current })
      navigate(href.replace(/#.*/, ''), { replace: true, preventScrollReset: true })
    } else void revalidator.revalidate()
  })
  const savedOnTablet = new Set(kept.filter((e) => !e.refused).map((e) => e.projectId))
  const keptNow = actionData && 'kept' in actionData ? actionData.kept : null
  const message = actionData && 'message' in actionData ? actionData.message : undefined

  // Kept on the tablet, the evaluation stays open, or "Save and next" opens the next project of the list
  // the judge has not started: without the server, so without its description and media, its sliders
  // where the server would start them (nothing is scored yet).
  const shownOffline = keptNow ? panelAfterKeeping(list.projects, keptNow) : undefined
  const offline = shownOffline && shownOffline.id !== data.selected?.id ? shownOffline : undefined
  useEffect(() => {
    openedOffline.current = offline?.id
  })
  const selected = offline ?? data.selected
  const media = offline ? null : data.media
  const criteria = offline
    ? data.criteria.map((c) => ({ ...c, score: startingScore(c.maxPoints), comments: '' }))
    : data.criteria

  const selectedInList = list.projects.some((project) => project.id === selected?.id)
  const listOnly = listHref(new URLSearchParams(location.search), {})
  // With nothing open, the queue's first project is one tap away.
  const nextUp = list.view === 'queue' && list.page === 1 ? list.projects[0] : undefined

  return (
    <Container className="py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 wrap-anywhere sm:text-3xl">
            Welcome, {judge.name}
          </h1>
          <Progress expertise={judge.expertise} {...progress} />
        </div>
        <div className="flex items-center gap-3">
          <ConnectionStatus />
          <LogoutButton />
        </div>
      </header>

      {judge.isActive ? null : (
        <p
          role="status"
          className="mt-6 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          Your judge account is inactive: you can look at the projects, but you cannot submit scores. Please
          contact the organiser.
        </p>
      )}
      <KeptEvaluationsBanner kept={kept} />

      {/* minmax(0, …): a long name or word never widens a column past the screen. */}
      <div className="relative mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {selected && !selectedInList ? <SelectedAnchor inList={false} /> : null}
        <section aria-labelledby="projects-title" className="order-2 lg:order-1">
          <h2 id="projects-title" className="mb-4 text-xl font-bold text-slate-900">
            Projects to Evaluate
          </h2>
          <ProjectsToEvaluate
            list={list}
            total={total}
            assigned={progress.assigned}
            selectedId={selected?.id}
            savedOnTablet={savedOnTablet}
          />
        </section>

        {/* Pinned beside the list on wide screens, but never taller than the screen: a long form scrolls inside. */}
        <section
          id="evaluate"
          // A fresh panel per project: it opens at its top, not where the last one was scrolled.
          key={selected?.id ?? 'none'}
          aria-labelledby="evaluate-title"
          className="order-1 lg:sticky lg:top-20 lg:order-2 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:overscroll-contain lg:rounded-3xl"
        >
          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <h2 id="evaluate-title" className="text-xl font-bold text-slate-900">
              Evaluate Project
            </h2>
            {/* A refusal with no form to show it in: a post for a project stepped aside from, or none chosen. */}
            {message && (!selected || selected.steppedAside) ? (
              <div className="mt-4">
                <FormError message={message} />
              </div>
            ) : null}
            {selected ? (
              <>
                <div className="mt-4">
                  <ProjectPreview
                    project={selected}
                    media={media}
                    savedOnTablet={savedOnTablet.has(selected.id)}
                  />
                </div>
                <h3 className="mt-6 border-t border-slate-100 pt-5 text-lg font-bold text-slate-900">
                  Your scores
                </h3>
                <div className="mt-4">
                  {selected.steppedAside ? (
                    <SteppedAsideNotice />
                  ) : (
                    <EvaluationForm
                      judgeId={judge.id}
                      project={selected}
                      criteria={criteria}
                      canSubmit={judge.isActive}
                      error={message}
                      savedOnTablet={savedOnTablet.has(selected.id)}
                      cancelHref={listOnly}
                    />
                  )}
                </div>
                {selected.steppedAside ? null : (
                  <div className="mt-6">
                    <StepAside project={selected} />
                  </div>
                )}
              </>
            ) : (
              <>
                <p className="mt-3 text-slate-600">
                  Choose a project from the list to score it. You can come back and change your scores at any
                  time.
                </p>
                {nextUp ? (
                  <ButtonLink
                    to={listHref(new URLSearchParams(location.search), { show: 'queue', project: nextUp.id })}
                    className="mt-4 max-w-full"
                  >
                    <span className="truncate">Start with {nextUp.name}</span>
                    <span aria-hidden="true">→</span>
                  </ButtonLink>
                ) : null}
              </>
            )}
          </div>
        </section>
      </div>
    </Container>
  )
}

function panelAfterKeeping(projects: ListedProject[], { projectId, intent }: KeptAnswer['kept']) {
  const at = projects.findIndex((project) => project.id === projectId)
  if (at === -1) return undefined
  const next =
    intent === 'save-next'
      ? projects.slice(at + 1).find((p) => p.review === 'not-reviewed' && !p.steppedAside)
      : undefined
  return next ?? projects[at]
}
