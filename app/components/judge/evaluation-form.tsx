import { Form, Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { EvaluationDefault } from '~/features/judging/scores.server'
import type { UnscoredAnswer } from '~/features/judging/score-start'
import { stampEvaluation } from '~/features/judging/offline-scores'
import { startingScore } from '~/features/judging/evaluation'
import { NOT_SCORED_FIELD } from '~/features/judging/score-start'
import { cn, buttonClasses } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { FormError } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { CriterionScore } from './criterion-score'
import { TabletIcon } from './offline-banner'
import { UnscoredQuestion } from './unscored-question'
import { useT } from '~/i18n/react'

/**
 * The 'Evaluate Project' panel: one integer slider per criterion and an
 * optional comment, posted as one batch. Each slider sits over a numbered
 * scale, and its number shows beside it (CriterionScore): "Not scored yet"
 * until the judge moves it or a score is saved. Saving criteria not moved asks
 * first (UnscoredQuestion, docs/decisions/0042). Two submit
 * buttons: 'Save and next' (intent "save-next"), the judge's main action, is
 * first, in the tab order, on the screen and for Enter, and opens the next
 * project of the judge's queue; 'Submit Scores' (intent "score") goes back
 * to the list. With JS, each submit is named (batchId) so that, when the server cannot
 * be reached, the route keeps it on the tablet and sends it later exactly once (docs/decisions/0015).
 */
export function EvaluationForm({
  judgeId,
  project,
  criteria,
  canSubmit,
  closed = false,
  error,
  question,
  savedOnTablet,
  cancelHref,
}: {
  judgeId: number
  project: { id: number; name: string }
  criteria: EvaluationDefault[]
  canSubmit: boolean
  /** The organiser closed scoring: the judge reads their scores, nothing can be changed. */
  closed?: boolean
  error?: string
  /** The server's question about criteria not scored (a page without JavaScript). */
  question?: UnscoredAnswer['question']
  /** An evaluation of this project waits on this tablet to be sent. */
  savedOnTablet: boolean
  /** The list as it was, without the project. */
  cancelHref: string
}) {
  const hydrated = useHydrated()
  const t = useT()
  const thisProject = { projectId: String(project.id) }
  const savingNext = useIsPending({ intent: 'save-next', fields: thisProject })
  const submitting = useIsPending({ intent: 'score', fields: thisProject })
  // Any post about this project (a step aside too) holds both buttons until it is answered.
  const sendingThis = useIsPending({ fields: thisProject })
  const busy = !canSubmit || closed || sendingThis
  // What the server asked about this project, if it did: the page shows the sliders as the judge left them.
  const asked = question?.projectId === project.id ? question : undefined
  const sent = (c: EvaluationDefault) => asked?.scores.find((s) => s.criteriaId === c.criteriaId)
  const [values, setValues] = useState(() =>
    Object.fromEntries(criteria.map((c) => [c.criteriaId, sent(c)?.score ?? c.score])),
  )
  // Not scored yet and moved: by the judge with JavaScript, or sent away from the start without it.
  const [moved, setMoved] = useState(
    () =>
      new Set(
        criteria
          .filter((c) => !c.scored && asked && sent(c)?.score !== startingScore(c.maxPoints))
          .map((c) => c.criteriaId),
      ),
  )
  // Not scored, not moved, and the judge agreed to save it at its start (or was asked, without JS).
  const [agreed, setAgreed] = useState(() => new Set(asked ? criteria.map((c) => c.criteriaId) : []))
  const [asking, setAsking] = useState<string | null>(asked?.intent ?? null)
  const unmoved = criteria.filter((c) => !c.scored && !moved.has(c.criteriaId))
  // Nothing can be saved while closed or inactive: nothing to ask about either.
  const marks = canSubmit && !closed
  const questionBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (asking) questionBox.current?.focus()
  }, [asking])

  return (
    <Form
      method="post"
      key={project.id}
      className="space-y-6"
      onSubmit={(event) => {
        if (!hydrated) return
        // Asked here, before anything is sent, so an evaluation kept on the tablet offline was agreed to.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (event.currentTarget.querySelector(`input[name="${NOT_SCORED_FIELD}"]`)) {
          event.preventDefault()
          setAsking(submitter?.getAttribute('value') ?? 'score')
          return
        }
        // After the form data is read: the question goes once it is answered.
        setAsking(null)
        stampEvaluation(event.currentTarget, judgeId, project.name)
      }}
    >
      <input type="hidden" name="projectId" value={project.id} />
      {hydrated ? <input type="hidden" name="batchId" /> : null}
      <FormError title={t('judge.error.title')} message={error} />
      {/* Closed: every slider and comment read-only at once (a disabled fieldset disables its fields). */}
      <fieldset disabled={closed} className="contents">
        {criteria.map((criterion) => {
          const id = criterion.criteriaId
          const scored = criterion.scored || moved.has(id)
          return (
            <CriterionScore
              key={id}
              criterion={criterion}
              value={values[id]!}
              comments={sent(criterion)?.comments ?? criterion.comments}
              organiserNote={sent(criterion)?.organiserNote ?? criterion.organiserNote}
              scored={scored}
              marked={marks && !scored && !agreed.has(id)}
              live={hydrated}
              onMove={(value) => {
                setValues((current) => ({ ...current, [id]: value }))
                setMoved((current) => new Set(current).add(id))
              }}
            />
          )
        })}
      </fieldset>
      {asking && unmoved.length > 0 ? (
        <UnscoredQuestion
          ref={questionBox}
          criteria={unmoved}
          intent={asking}
          onSaveAnyway={
            hydrated
              ? () =>
                  // Before the click's submit, the form loses their marks. The question stays until the
                  // form is sent: a button taken out of the page would send nothing.
                  flushSync(() => setAgreed(new Set(criteria.map((c) => c.criteriaId))))
              : undefined
          }
          onGoBack={
            hydrated
              ? () => {
                  setAsking(null)
                  document.getElementById(`score-${unmoved[0]!.criteriaId}`)?.focus()
                }
              : undefined
          }
        />
      ) : null}
      {savedOnTablet ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-300"
        >
          <TabletIcon />
          <span>
            <span className="font-semibold">{t('judge.form.savedOnTablet')}</span>{' '}
            {t('judge.form.sentWhenOnline')}
          </span>
        </p>
      ) : null}
      {/* Save and next first: on the screen (on a phone, on top), in the tab order and for Enter. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SubmitButton
          name="intent"
          value="save-next"
          size="lg"
          pending={savingNext}
          pendingLabel={t('judge.saving')}
          disabled={busy}
          className="sm:min-w-44"
        >
          {t('judge.form.saveNext')}
          <span aria-hidden="true">→</span>
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="score"
          size="lg"
          variant="secondary"
          pending={submitting}
          pendingLabel={t('judge.form.submitting')}
          disabled={busy}
          className="sm:min-w-44"
        >
          {t('judge.form.submit')}
        </SubmitButton>
        <Link to={cancelHref} className={cn(buttonClasses('ghost', 'lg'), 'sm:ml-auto')}>
          {t('judge.form.cancel')}
        </Link>
      </div>
    </Form>
  )
}
