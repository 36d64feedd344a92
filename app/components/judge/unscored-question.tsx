import { forwardRef } from 'react'
import { Button, buttonClasses, cn } from '~/components/ui'
import { unscoredQuestion } from '~/features/judging/score-start'
import { ConfirmQuestion } from '../forms/confirm'
import { intlLocale } from '~/i18n/dates'
import { useLanguage, useT } from '~/i18n/react'

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
  const t = useT()
  const { title, detail, back } = unscoredQuestion(criteria, t, intlLocale(useLanguage()))
  const first = `score-${criteria[0]!.criteriaId}`
  return (
    <ConfirmQuestion ref={ref} id="unscored-question" title={title} detail={detail} takeFocus>
      <Button type="submit" name="intent" value={intent} onClick={onSaveAnyway}>
        {t('judge.unscored.saveAnyway')}
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
    </ConfirmQuestion>
  )
})
