import type { FeedbackSheet as SheetData } from '~/features/results/feedback-sheets.server'
import { Panel } from '~/components/ui/panel'
import { FeedbackSheet, PrintFeedbackButton } from './feedback-sheet'

// The judges' feedback on the family's private link, once the results are out: on screen a panel of the
// page; printed, the page's A4 sheet alone (the rest of the page is `print-screen-only`, print-sheets.css).

export function FamilyFeedback({ sheet }: { sheet: SheetData }) {
  return (
    <Panel
      titleId="feedback-title"
      title="Feedback from the judges"
      look="page"
      className="mt-8"
      id="feedback"
    >
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
