import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { EvaluationForm } from '~/components/judge/evaluation-form'
import { listHref, ProjectsToEvaluate, SelectedAnchor } from '~/components/judge/project-list'
import { ProjectPreview } from '~/components/judge/project-preview'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/section'
import { site } from '~/content/site'
import {
  evaluationDefaults,
  type ProjectToEvaluate,
  ScoringError,
  submitScoreBatch,
} from '~/models/judging.server'
import { judgeDashboardList } from '~/models/judge-queue.server'
import { projectMediaFor } from '~/models/project-media.server'
import { scoreBatchSchema } from '~/schemas/scoring'
import { parseId } from '~/utils/api.server'
import { requireJudge } from '~/services/auth.server'
import { readFormData } from '~/utils/body.server'
import { db } from '~/services/db.server'
import { redirectWithToast } from '~/utils/toast.server'
import { useHydrated } from '~/utils/use-hydrated'

export const meta: MetaFunction = () => [{ title: `Judge Dashboard | ${site.challengeName}` }]

export async function loader({ request }: LoaderFunctionArgs) {
  const judge = await requireJudge(request)
  // DESIGN.md §5: until the organiser approves them, a judge sees their name and nothing else.
  if (!judge.isApproved) return { awaitingApproval: true as const, judge: { name: judge.name } }
  const params = new URL(request.url).searchParams
  const search = params.get('q')?.slice(0, 100) ?? ''
  const { selected, reviewed, total, ...list } = judgeDashboardList(db, judge.id, {
    search,
    page: Number(params.get('page') ?? 1),
    selectedId: parseId(params.get('project') ?? undefined),
  })
  return {
    awaitingApproval: false as const,
    judge: { name: judge.name, expertise: judge.expertise, isActive: judge.isActive },
    list: { ...list, search, projects: list.projects.map(toListItem) },
    reviewed,
    total,
    selected: selected ? toListItem(selected) : null,
    criteria: selected ? evaluationDefaults(db, judge.id, selected.id) : [],
    // An approved judge sees what the 'judge' role sees (DESIGN.md §5): approved and pending work.
    media: selected ? projectMediaFor(db, selected.id, { role: 'judge', ownedProjectIds: [] }) : null,
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
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const judge = await requireJudge(request)
  const form = await readFormData(request)
  const batch = scoreBatchSchema.safeParse(batchFromForm(form))
  try {
    if (!batch.success) throw new ScoringError(batch.error.issues[0]?.message ?? 'Invalid scores', 400)
    submitScoreBatch(db, judge, batch.data.scores)
  } catch (error) {
    if (!(error instanceof ScoringError)) console.error('Scores could not be saved', error)
    const message =
      error instanceof ScoringError ? error.message : 'Failed to submit scores. Please try again.'
    return data({ message }, { status: error instanceof ScoringError ? error.status : 500 })
  }
  // SPEC.md §4: success clears the form and the selection; the list stays on the same page.
  return redirectWithToast(request, listHref(new URL(request.url).searchParams, {}), {
    type: 'success',
    title: 'Scores Submitted',
    description: 'Your evaluation has been recorded successfully.',
  })
}

export default function JudgeDashboard() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (data.awaitingApproval) return <AwaitingApproval name={data.judge.name} />
  const { judge, list, reviewed, total, selected, criteria, media } = data
  const selectedInList = list.projects.some((project) => project.id === selected?.id)

  return (
    <Container className="py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 wrap-anywhere sm:text-3xl">
            Welcome, {judge.name}
          </h1>
          <p className="mt-1 text-slate-600">
            {judge.expertise ? `${judge.expertise} · ` : null}
            {reviewed} of {total} projects reviewed
          </p>
        </div>
        <LogoutButton />
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

      {/* minmax(0, …): a long name or word never widens a column past the screen. */}
      <div className="relative mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        {selected && !selectedInList ? <SelectedAnchor inList={false} /> : null}
        <section aria-labelledby="projects-title" className="order-2 lg:order-1">
          <h2 id="projects-title" className="mb-4 text-xl font-bold text-slate-900">
            Projects to Evaluate
          </h2>
          <ProjectsToEvaluate list={list} total={total} selectedId={selected?.id} />
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
            {selected ? (
              <>
                <div className="mt-4">
                  <ProjectPreview project={selected} media={media} />
                </div>
                <h3 className="mt-6 border-t border-slate-100 pt-5 text-lg font-bold text-slate-900">
                  Your scores
                </h3>
                <div className="mt-4">
                  <EvaluationForm
                    project={selected}
                    criteria={criteria}
                    canSubmit={judge.isActive}
                    error={actionData?.message}
                  />
                </div>
              </>
            ) : (
              <p className="mt-3 text-slate-600">
                Choose a project from the list to score it. You can come back and change your scores at any
                time.
              </p>
            )}
          </div>
        </section>
      </div>
    </Container>
  )
}

/** A judge who registered themselves, before the organiser approves them: no project, no count. */
function AwaitingApproval({ name }: { name: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Welcome, {name}</h1>
      <section
        aria-labelledby="approval-title"
        className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-amber-100 text-amber-700"
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-6">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <div>
            <h2 id="approval-title" className="text-lg font-bold text-slate-900 sm:text-xl">
              Your account is waiting for the organiser's approval
            </h2>
            <p className="mt-2 text-slate-600">
              Thank you for signing up to judge! Once the organiser has approved your account, the projects to
              evaluate will appear here and you can start scoring.
            </p>
          </div>
        </div>
        <div className="mt-6 flex justify-end border-t border-slate-100 pt-5">
          <LogoutButton />
        </div>
      </section>
    </div>
  )
}

/** Posts the logout; with JS it goes to /judge-login even if the post fails (SPEC.md §2). */
function LogoutButton() {
  const hydrated = useHydrated()
  return (
    <Form
      method="post"
      action="/judge-logout"
      onSubmit={(event) => {
        if (!hydrated) return
        event.preventDefault()
        fetch('/api/judges/logout', { method: 'POST', credentials: 'same-origin' })
          .catch((error) => console.error('Logout failed', error))
          .finally(() => window.location.assign('/judge-login'))
      }}
    >
      <Button type="submit" variant="secondary">
        Logout
      </Button>
    </Form>
  )
}
