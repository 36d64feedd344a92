import { Link } from '@remix-run/react'
import { windowSummary, type SubmissionWindowView } from '~/features/submissions/submission-window'

/** The dashboard's line under the counts: whether families can submit now, and where to change it. */
export function SubmissionWindowLine({ view }: { view: SubmissionWindowView }) {
  const summary = windowSummary(view)
  return (
    <p className="mt-4 text-sm text-slate-700" data-testid="submission-window-state">
      <span className="font-semibold text-slate-900">Submissions: {summary.state}.</span> {summary.detail}{' '}
      <Link to="/admin/event" className="font-semibold text-indigo-700 underline underline-offset-2">
        Change the submission window
      </Link>
    </p>
  )
}
