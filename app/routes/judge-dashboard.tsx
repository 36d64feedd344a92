import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { type ClientActionFunctionArgs, useActionData, useLoaderData } from '@remix-run/react'
import { Dashboard, LIST_TITLE } from '~/components/judge/dashboard'
import { useJudgeServiceWorker } from '~/components/judge/judge-service-worker'
import { InactiveJudge } from '~/components/judge/inactive-judge'
import { AwaitingApproval } from '~/components/judge/judge-welcome'
import { listHref } from '~/components/judge/project-list'
import {
  evaluationDefaults,
  ScoringError,
  scoringErrorKeys,
  submitScoreBatch,
} from '~/features/judging/scores.server'
import { nextInQueue } from '~/features/judging/judge-queue.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { findProjectFor } from '~/features/submissions/projects.server'
import { stepAside } from '~/features/judging/recusals.server'
import { judgeStanding } from '~/features/showcase/visibility.server'
import { parseJudgeOrder } from '~/features/judging/judge-queue'
import { scoreBatchFormSchema, type ScoreItem } from '~/features/judging/scoring'
import { parseId } from '~/infra/api.server'
import { requireJudge } from '~/features/accounts/auth.server'
import { readFormData } from '~/infra/body.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'
import { sendOrKeep } from '~/features/judging/offline-scores'
import { NOT_SCORED_FIELD, unmovedCriteria, type UnscoredAnswer } from '~/features/judging/score-start'
import { judgeViewer, loadJudgeDashboard, searchOf } from '~/features/judging/judge-dashboard.server'
import { redirectWithToast } from '~/infra/cookies/toast.server'
import type { RouteHandle } from '~/utils/handle'
import { translatorFor } from '~/features/event/page-language.server'
import { metaT } from '~/i18n/react'
import { pageTitle } from '~/utils/page-meta'

export const meta: MetaFunction = () => [{ title: pageTitle(metaT()('judge.meta.dashboard')) }]

// Its words: the judge's, and the public pages' components it shows (showcase). No clientLoader
// (loadWords): a route with one has its loader fetched apart (`?_routes=`), and the `.data` addresses the
// judge's service worker keeps for a reload without network would no longer be the ones the page asks for.
// The pages that lead here by a client-side navigation (the judge's sign-in and new password) carry both
// parts, so the words are there when it arrives.
export const handle: RouteHandle = { i18n: ['judge', 'showcase'] }

export const loader = ({ request }: LoaderFunctionArgs) => loadJudgeDashboard(db, fileStore, request)

/** The form posts criteriaId, score-<id>, comments-<id> and note-<id> for every criterion: one batch. */
function batchFromForm(form: FormData) {
  const projectId = form.get('projectId')
  return {
    scores: form.getAll('criteriaId').map((criteriaId) => ({
      projectId,
      criteriaId,
      score: form.get(`score-${criteriaId}`),
      comments: form.get(`comments-${criteriaId}`),
      organiserNote: form.get(`note-${criteriaId}`),
    })),
    // With JS the form carries the evaluation's id (docs/decisions/0015); without, it is absent. A form
    // post is sent as the judge presses the button: no age, so the server's clock says when.
    batchId: form.get('batchId') ?? undefined,
  }
}

/**
 * A page without JavaScript cannot ask before it sends (the panel asks with it, docs/decisions/0042): the
 * criteria it marked as not scored and that arrive at their starting score are asked about here, and
 * nothing is saved until the judge answers. A judge who could not save now is refused as before, not asked.
 */
function askAboutUnscored(
  judge: { id: number; isApproved: boolean; isActive: boolean },
  form: FormData,
  scores: ScoreItem[],
): UnscoredAnswer | null {
  const marked = new Set(form.getAll(NOT_SCORED_FIELD).map(Number))
  if (marked.size === 0 || judgeStanding(judge) !== 'judging' || !getJudgingSettings(db).scoringOpen) {
    return null
  }
  const projectId = scores[0]!.projectId
  const sent = new Map(scores.map((s) => [s.criteriaId, s.score]))
  const unmoved = unmovedCriteria(evaluationDefaults(db, judge.id, projectId), sent, marked)
  if (unmoved.length === 0) return null
  return {
    question: {
      projectId,
      intent: form.get('intent') === 'save-next' ? 'save-next' : 'score',
      unmoved: unmoved.map((c) => c.criteriaId),
      scores: scores.map((s) => ({
        criteriaId: s.criteriaId,
        score: s.score,
        comments: s.comments ?? '',
        organiserNote: s.organiserNote ?? '',
      })),
    },
  }
}

/**
 * intent "score" (or none: an older page or a script) saves and goes back to the list; "save-next" saves
 * and opens the next project of the judge's queue; "step-aside" records a conflict of interest.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const judge = await requireJudge(request)
  const form = await readFormData(request)
  const t = await translatorFor(request, context)
  const saved = { type: 'success', title: t('judge.saved.title') } as const
  const params = new URL(request.url).searchParams
  const search = searchOf(params)
  const intent = form.get('intent')
  if (intent === 'step-aside') {
    const projectId = parseId(String(form.get('projectId') ?? ''))
    const outcome = projectId ? stepAside(db, judge.id, projectId) : 'unknown-project'
    const refuse = (reason: keyof typeof scoringErrorKeys, status: number) =>
      data({ message: t(scoringErrorKeys[reason]) }, { status })
    if (outcome === 'not-approved') return refuse('awaitingApproval', 403)
    if (outcome === 'inactive') return refuse('inactiveJudge', 403)
    if (outcome === 'closed') return refuse('closed', 403)
    if (outcome === 'unknown-project' || !projectId) return refuse('unknownProject', 404)
    const name = findProjectFor(db, projectId, judgeViewer)?.name ?? t('judge.thisProject')
    const next = nextInQueue(db, judge.id, {
      search,
      order: parseJudgeOrder(params.get('order')),
      afterId: projectId,
    })
    return redirectWithToast(
      request,
      listHref(params, { show: 'queue', page: 1, project: next ?? undefined }),
      {
        type: 'success',
        title: t('judge.stepAside.doneTitle'),
        description: t('judge.stepAside.done', { project: name }),
      },
    )
  }

  // The form's schema: its messages are catalogue keys, as the model's refusals carry theirs.
  const batch = scoreBatchFormSchema.safeParse(batchFromForm(form))
  let skippedProjects: number[]
  try {
    if (!batch.success) {
      const key = batch.error.issues[0]?.message ?? 'judge.refusal.invalidScores'
      throw new ScoringError(key, 400, { key })
    }
    const { scores, batchId } = batch.data
    // Asked, not refused: 409, so that with JavaScript no loader reloads under the question.
    const question = askAboutUnscored(judge, form, scores)
    if (question) return data(question, { status: 409 })
    ;({ skippedProjects } = submitScoreBatch(db, judge, scores, { batchId }))
  } catch (error) {
    if (!(error instanceof ScoringError)) console.error('Scores could not be saved', error)
    const message =
      error instanceof ScoringError
        ? error.words
          ? t(error.words.key, error.words.values)
          : error.message
        : t('judge.refusal.failed')
    return data({ message }, { status: error instanceof ScoringError ? error.status : 500 })
  }
  const projectId = batch.data.scores[0]!.projectId
  if (skippedProjects.length > 0) {
    // Older than the evaluation saved (the server's clock was set back, say): the project stays open with
    // the saved scores, and the judge is told.
    const name = findProjectFor(db, projectId, judgeViewer)?.name ?? t('judge.thisProject')
    return redirectWithToast(request, listHref(params, { project: projectId }), {
      type: 'message',
      title: t('judge.notApplied.title'),
      description: t('judge.notApplied.text', { project: name }),
    })
  }
  if (intent === 'save-next') {
    const next = nextInQueue(db, judge.id, {
      search,
      order: parseJudgeOrder(params.get('order')),
      afterId: projectId,
    })
    if (next) {
      return redirectWithToast(request, listHref(params, { show: 'queue', page: 1, project: next }), {
        ...saved,
        description: t('judge.saved.text'),
      })
    }
    // To the list's heading: with or without JavaScript the judge carries on from there.
    return redirectWithToast(request, `${listHref(params, { show: 'queue', page: 1 })}#${LIST_TITLE}`, {
      ...saved,
      description: search ? t('judge.saved.noOtherMatch', { search }) : t('judge.saved.queueDone'),
    })
  }
  // Success clears the form and the selection, ready for the next project; the list stays on the same view
  // and page.
  return redirectWithToast(request, listHref(params, {}), {
    ...saved,
    description: t('judge.saved.text'),
  })
}

/**
 * With JS: the same action, but an evaluation that cannot reach the server (offline, no answer
 * in 10 s, a server error) is kept on the tablet and sent later (app/features/judging/offline-scores.ts).
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  return sendOrKeep(await request.clone().formData(), () => serverAction<typeof action>())
}

export default function JudgeDashboard() {
  const data = useLoaderData<typeof loader>()
  const refused = useActionData<{ message?: string }>()?.message
  // Only a judge who is judging keeps a copy of their queue on the tablet.
  useJudgeServiceWorker(!data.awaitingApproval && !data.inactive ? data.offlineCopy : null)
  if (data.awaitingApproval) return <AwaitingApproval name={data.judge.name} />
  if (data.inactive)
    return (
      <InactiveJudge judgeId={data.judge.id} name={data.judge.name} scores={data.scores} refused={refused} />
    )
  return <Dashboard data={data} />
}
