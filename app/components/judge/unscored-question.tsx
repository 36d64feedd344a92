import { forwardRef } from 'react'
import { Button, buttonClasses, cn } from '~/components/ui'
import { unscoredQuestion } from '~/utils/score-start'

/**
 * Asked before criteria the judge has not moved are saved at their start (docs/decisions/0042): with
 * JavaScript by the panel as the judge presses a save button, without it in the server's answer. "Save
 * anyway" saves as that button would have; "Go back" goes to the first criterion not scored. The box takes
 * the focus: by the browser's `autofocus` on the server's page (which lands at the top without it), by the
 * panel with JavaScript.
 */
export const UnscoredQuestion = forwardRef<
  HTMLDivElement,
  {
    criteria: { criteriaId: number; name: string; maxPoints: number }[]
    /** The button the judge pressed: "save-next" or "score". */
    intent: string
    /** With JavaScript: agree before the form sends (the marks must be gone from it). */
    onSaveAnyway?: () => void
    /** With JavaScript: close the question and focus the first criterion not scored. */
    onGoBack?: () => void
  }
>(function UnscoredQuestion({ criteria, intent, onSaveAnyway, onGoBack }, ref) {
  const { title, detail, back } = unscoredQuestion(criteria)
  const first = `score-${criteria[0]!.criteriaId}`
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby="unscored-question-title"
      aria-describedby="unscored-question-detail"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer is this question: read it first
      autoFocus
      className="scroll-my-24 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 outline-offset-4 focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <p id="unscored-question-title" className="font-semibold">
        {title}
      </p>
      <p id="unscored-question-detail" className="mt-1 text-sm">
        {detail}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="submit" name="intent" value={intent} onClick={onSaveAnyway}>
          Save anyway
        </Button>
        {onGoBack ? (
          <Button type="button" variant="secondary" onClick={onGoBack}>
            {back}
          </Button>
        ) : (
          // Without JavaScript the address's fragment takes the judge there, and focuses the slider.
          <a href={`#${first}`} className={cn(buttonClasses('secondary', 'md'))}>
            {back}
          </a>
        )}
      </div>
    </div>
  )
})
