import { Fragment, useEffect, useRef } from 'react'
import type { EvaluationDefault } from '~/features/judging/scores.server'
import { cn } from '~/components/ui'
import { NOT_SCORED_FIELD } from '~/features/judging/score-start'
import { levelRanges, levelWord, rangeScores } from '~/features/judging/levels'
import { inputClass } from '../forms/field'
import { useT } from '~/i18n/react'

/**
 * One criterion of the evaluate panel: its name, its number, an integer slider over a numbered scale, and
 * the comment box, and the judge's note for the organiser (never the family's). The number is the slider's value: as the server sends the page (the saved score, or
 * "Not scored yet" at the start), and with JavaScript as the slider moves. A criterion not scored yet
 * posts a mark (NOT_SCORED_FIELD) until it is moved or the judge agrees to save it at its start.
 */
export function CriterionScore({
  criterion,
  value,
  comments,
  organiserNote,
  scored,
  marked,
  live,
  onMove,
}: {
  criterion: EvaluationDefault
  value: number
  comments: string
  organiserNote: string
  /** Saved by this judge, or moved: the number shows. Otherwise "Not scored yet". */
  scored: boolean
  /** The form sends this criterion's not-scored mark. */
  marked: boolean
  /** JavaScript runs: the number follows the slider. */
  live: boolean
  onMove: (value: number) => void
}) {
  const t = useT()
  const id = `score-${criterion.criteriaId}`
  const ranges = levelRanges(criterion.levels, criterion.maxPoints)
  const word = levelWord(criterion.levels, value)
  const describedBy =
    [criterion.description ? `${id}-hint` : null, ranges.length > 0 ? `${id}-levels` : null]
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <fieldset className="min-w-0 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
      <input type="hidden" name="criteriaId" value={criterion.criteriaId} />
      {marked ? <input type="hidden" name={NOT_SCORED_FIELD} value={criterion.criteriaId} /> : null}
      {/* The number beside the name; the description under both, the whole width (a phone has no room for
          three columns). */}
      <div className="flex items-start justify-between gap-4">
        <label htmlFor={id} className="min-w-0 pt-1 text-base font-bold text-slate-900 wrap-anywhere">
          {criterion.name}
        </label>
        <Readout
          id={id}
          value={value}
          max={criterion.maxPoints}
          scored={scored}
          saved={criterion.scored && !live}
          word={word}
        />
      </div>
      {criterion.description ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 wrap-anywhere">
          {criterion.description}
        </p>
      ) : null}
      <input
        id={id}
        name={id}
        type="range"
        min={0}
        max={criterion.maxPoints}
        step={1}
        defaultValue={value}
        // A browser that restores form fields on a reload (Firefox) would move the slider away from the
        // number the server wrote beside it.
        autoComplete="off"
        list={`${id}-ticks`}
        aria-describedby={describedBy}
        // With JavaScript the slider itself says it is untouched; without, its value is all it can say.
        aria-valuetext={
          live && !scored
            ? t('judge.criterion.startsAt', { value })
            : live && word
              ? `${value}, ${word}`
              : undefined
        }
        onInput={(event) => onMove(Number(event.currentTarget.value))}
        className={cn('mt-4 h-11 w-full cursor-pointer', scored ? 'accent-indigo-600' : 'accent-slate-500')}
      />
      <datalist id={`${id}-ticks`}>
        {Array.from({ length: criterion.maxPoints + 1 }, (_, tick) => (
          <option key={tick} value={tick} />
        ))}
      </datalist>
      <div aria-hidden="true" className="flex justify-between px-1.5 text-xs font-medium text-slate-500">
        {tickLabels(criterion.maxPoints).map((tick) => (
          <span key={tick} className="w-4 text-center">
            {tick}
          </span>
        ))}
      </div>
      {ranges.length > 0 ? (
        // The words for each level, with or without JavaScript: the scale's meaning, read with the slider.
        <p id={`${id}-levels`} className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {ranges.map((range) => (
            // The space between levels is for a screen reader's reading; the layout spaces them itself.
            <Fragment key={range.from}>
              {' '}
              <span className="whitespace-nowrap">
                <span className="font-semibold tabular-nums text-slate-700">{rangeScores(range)}</span>{' '}
                {range.word}
              </span>
            </Fragment>
          ))}
        </p>
      ) : null}
      <label
        htmlFor={`comments-${criterion.criteriaId}`}
        className="mt-4 block text-sm font-semibold text-slate-700"
      >
        {t('judge.criterion.comments')}{' '}
        <span className="font-normal text-slate-500">{t('judge.criterion.optional')}</span>
      </label>
      <CommentBox id={`comments-${criterion.criteriaId}`} defaultValue={comments} />
      <OrganiserNote id={`note-${criterion.criteriaId}`} defaultValue={organiserNote} />
    </fieldset>
  )
}

/**
 * The judge's note for the organiser ("check the video's music licence"), folded away until opened; open
 * when there is one. Closed, its box is still sent with the form, with or without JavaScript.
 */
function OrganiserNote({ id, defaultValue }: { id: string; defaultValue: string }) {
  const t = useT()
  return (
    <details open={defaultValue !== ''} className="group mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-700 underline-offset-2 hover:underline">
        {t('judge.criterion.noteSummary')}{' '}
        <span className="font-normal text-slate-500">{t('judge.criterion.optional')}</span>
      </summary>
      <label htmlFor={id} className="mt-2 block text-sm font-semibold text-slate-700">
        {t('judge.criterion.noteLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('judge.criterion.noteHint')}
      </p>
      <textarea
        id={id}
        name={id}
        aria-describedby={`${id}-hint`}
        rows={2}
        maxLength={2000}
        defaultValue={defaultValue}
        className={cn(inputClass, 'mt-1.5 field-sizing-content min-h-[calc(2lh+1.375rem)] resize-y')}
      />
    </details>
  )
}

/**
 * The number beside the slider, hidden from screen readers (they read the slider's own value). Without
 * JavaScript it cannot follow the slider, so a saved score says it is the saved one: moved, the slider's
 * place on the scale under it is the new number.
 */
function Readout({
  id,
  value,
  max,
  scored,
  saved,
  word,
}: {
  id: string
  value: number
  max: number
  scored: boolean
  saved: boolean
  /** The level's words for the number, if the criterion has them. */
  word: string | null
}) {
  const t = useT()
  if (!scored) {
    return (
      <p className="shrink-0 text-right" aria-hidden="true">
        <output
          htmlFor={id}
          className="inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold whitespace-nowrap text-slate-600 ring-1 ring-slate-300"
        >
          {t('judge.criterion.notScored')}
        </output>
      </p>
    )
  }
  return (
    <p className="shrink-0 text-right leading-none" aria-hidden="true">
      <output htmlFor={id} className="text-3xl font-extrabold tabular-nums text-indigo-700">
        {value}
      </output>
      <span className="text-sm font-semibold text-slate-500"> / {max}</span>
      {word ? <span className="mt-1 block text-sm font-semibold text-indigo-700">{word}</span> : null}
      {saved ? (
        <span className="mt-1 block text-xs font-semibold text-slate-500">{t('judge.criterion.saved')}</span>
      ) : null}
    </p>
  )
}

/**
 * The comment box grows with its text, from four lines: by CSS where the browser sizes a field to its
 * content, by measuring on each keystroke where it does not. Past 16 lines it scrolls.
 */
function CommentBox({ id, defaultValue }: { id: string; defaultValue: string }) {
  const box = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const element = box.current
    if (!element || CSS.supports('field-sizing', 'content')) return
    const grow = () => {
      element.style.height = 'auto'
      // scrollHeight leaves out the borders, which the box's height (border-box) counts.
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`
    }
    grow()
    element.addEventListener('input', grow)
    return () => element.removeEventListener('input', grow)
  }, [])
  return (
    <textarea
      ref={box}
      id={id}
      name={id}
      rows={4}
      defaultValue={defaultValue}
      className={cn(
        inputClass,
        'mt-1.5 field-sizing-content min-h-[calc(4lh+1.375rem)] max-h-[calc(16lh+1.375rem)] resize-y',
      )}
    />
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
