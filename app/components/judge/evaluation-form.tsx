import { Form, Link, useNavigation } from '@remix-run/react'
import { useState } from 'react'
import type { EvaluationDefault } from '~/models/judging.server'
import { stampEvaluation } from '~/utils/offline-scores'
import { cn, Button, buttonClasses } from '~/components/ui'
import { useHydrated } from '~/utils/use-hydrated'
import { inputClass } from '../field'
import { TabletIcon } from './offline-banner'

/**
 * The 'Evaluate Project' panel: one integer slider per criterion and an
 * optional comment, posted as one batch. Each slider sits over a numbered
 * scale, and its number shows beside it: the saved or starting one as the
 * server sends the page, the chosen one as it moves with JS. Two submit
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
  savedOnTablet,
  cancelHref,
}: {
  judgeId: number
  project: { id: number; name: string }
  criteria: EvaluationDefault[]
  canSubmit: boolean
  /** The organiser closed scoring (issue 16): the judge reads their scores, nothing can be changed. */
  closed?: boolean
  error?: string
  /** An evaluation of this project waits on this tablet to be sent. */
  savedOnTablet: boolean
  /** The list as it was, without the project. */
  cancelHref: string
}) {
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const pending =
    navigation.state === 'submitting' && navigation.formData?.get('projectId') === String(project.id)
      ? navigation.formData.get('intent')
      : null
  const [scores, setScores] = useState(() => Object.fromEntries(criteria.map((c) => [c.criteriaId, c.score])))

  return (
    <Form
      method="post"
      key={project.id}
      className="space-y-6"
      onSubmit={(event) => {
        if (hydrated) stampEvaluation(event.currentTarget, judgeId, project.name)
      }}
    >
      <input type="hidden" name="projectId" value={project.id} />
      {hydrated ? <input type="hidden" name="batchId" /> : null}
      {error ? <FormError message={error} /> : null}
      {/* Closed: every slider and comment read-only at once (a disabled fieldset disables its fields). */}
      <fieldset disabled={closed} className="contents">
        {criteria.map((criterion) => {
          const id = `score-${criterion.criteriaId}`
          return (
            <fieldset
              key={criterion.criteriaId}
              className="min-w-0 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5"
            >
              <input type="hidden" name="criteriaId" value={criterion.criteriaId} />
              <div className="flex items-start justify-between gap-4">
                <div className="min-w-0">
                  <label htmlFor={id} className="text-base font-bold text-slate-900 wrap-anywhere">
                    {criterion.name}
                  </label>
                  {criterion.description ? (
                    <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600 wrap-anywhere">
                      {criterion.description}
                    </p>
                  ) : null}
                </div>
                {/* Hidden from screen readers, which read the slider's own value. */}
                <p className="shrink-0 text-right" aria-hidden="true">
                  <output htmlFor={id} className="text-3xl font-extrabold tabular-nums text-indigo-700">
                    {scores[criterion.criteriaId]}
                  </output>
                  <span className="text-sm font-semibold text-slate-500"> / {criterion.maxPoints}</span>
                </p>
              </div>
              <input
                id={id}
                name={id}
                type="range"
                min={0}
                max={criterion.maxPoints}
                step={1}
                defaultValue={criterion.score}
                list={`${id}-ticks`}
                aria-describedby={criterion.description ? `${id}-hint` : undefined}
                onInput={(event) => {
                  const value = Number(event.currentTarget.value)
                  setScores((current) => ({ ...current, [criterion.criteriaId]: value }))
                }}
                className="mt-4 h-11 w-full cursor-pointer accent-indigo-600"
              />
              <datalist id={`${id}-ticks`}>
                {Array.from({ length: criterion.maxPoints + 1 }, (_, value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
              <div
                aria-hidden="true"
                className="flex justify-between px-1.5 text-xs font-medium text-slate-500"
              >
                {tickLabels(criterion.maxPoints).map((value) => (
                  <span key={value} className="w-4 text-center">
                    {value}
                  </span>
                ))}
              </div>
              <label
                htmlFor={`comments-${criterion.criteriaId}`}
                className="mt-4 block text-sm font-semibold text-slate-700"
              >
                Comments <span className="font-normal text-slate-500">(optional)</span>
              </label>
              <textarea
                id={`comments-${criterion.criteriaId}`}
                name={`comments-${criterion.criteriaId}`}
                rows={2}
                defaultValue={criterion.comments}
                className={`${inputClass} mt-1.5`}
              />
            </fieldset>
          )
        })}
      </fieldset>
      {savedOnTablet ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-300"
        >
          <TabletIcon />
          <span>
            <span className="font-semibold">Saved on this tablet.</span> It will be sent when you are back
            online; you can still change it.
          </span>
        </p>
      ) : null}
      {/* Save and next first: on the screen (on a phone, on top), in the tab order and for Enter. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          type="submit"
          name="intent"
          value="save-next"
          size="lg"
          disabled={!canSubmit || closed || pending !== null}
          className="sm:min-w-44"
        >
          {pending === 'save-next' ? 'Saving...' : 'Save and next'}
          {pending === 'save-next' ? null : <span aria-hidden="true">→</span>}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="score"
          size="lg"
          variant="secondary"
          disabled={!canSubmit || closed || pending !== null}
          className="sm:min-w-44"
        >
          {pending === 'score' ? 'Submitting...' : 'Submit Scores'}
        </Button>
        <Link to={cancelHref} className={cn(buttonClasses('ghost', 'lg'), 'sm:ml-auto')}>
          Cancel
        </Link>
      </div>
    </Form>
  )
}

/** What the server refused, read out as soon as it shows. */
export function FormError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">Error</p>
      <p className="mt-0.5">{message}</p>
    </div>
  )
}

/**
 * The numbers under a slider, evenly spaced so they line up with its steps: every step up to 10, else
 * every d-th, d the smallest divisor of the maximum that leaves at most 10 gaps (a phone has no room for
 * more).
 */
export function tickLabels(maxPoints: number) {
  let every = 1
  while (maxPoints / every > 10 || maxPoints % every !== 0) every++
  return Array.from({ length: maxPoints / every + 1 }, (_, index) => index * every)
}
