import type { FeedbackSheet as SheetData } from '~/features/results/feedback-sheets.server'
import { Panel } from '~/components/ui/panel'
import { FeedbackSheet, PrintFeedbackButton } from './feedback-sheet'
import { useT } from '~/i18n/react'

// The judges' feedback on the family's private link, once the results are out: on screen a panel of the
// page; printed, the page's A4 sheet alone (the rest of the page is `print-screen-only`, print-sheets.css).

/**
 * `earlierVersion`: the link opens a newer version still waiting for review, so the feedback shown is the
 * version on the showcase's, and the panel says so.
 */
export function FamilyFeedback({
  sheet,
  earlierVersion = false,
}: {
  sheet: SheetData
  earlierVersion?: boolean
}) {
  const t = useT()
  return (
    <Panel
      titleId="feedback-title"
      title={t('family.feedback.title')}
      look="page"
      className="mt-8"
      id="feedback"
    >
      {earlierVersion ? (
        <p className="mt-2 text-sm text-slate-700">{t('family.feedback.earlierVersion')}</p>
      ) : null}
      <FeedbackSheet sheet={sheet} look="screen" />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <PrintFeedbackButton />
      </div>
    </Panel>
  )
}

/** The same feedback as one A4 page, shown only when the page is printed. */
export function FamilyFeedbackPrint({ sheet }: { sheet: SheetData }) {
  return (
    <div className="print-sheets hidden print:block">
      <FeedbackSheet sheet={sheet} look="paper" />
    </div>
  )
}
