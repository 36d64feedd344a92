import { Link } from '@remix-run/react'
import { windowSummary, type SubmissionWindowView } from '~/features/submissions/submission-window'
import { useDates } from '~/features/event/use-event-details'
import { useT } from '~/i18n/react'

/**
 * The dashboard's line under the counts: whether families can submit now, and where to change it. Its words
 * are the Event tab's (the `event` catalogue): the dashboard's routes name it too.
 */
export function SubmissionWindowLine({ view }: { view: SubmissionWindowView }) {
  const t = useT()
  const summary = windowSummary(view, t, useDates())
  return (
    <p className="mt-4 text-sm text-slate-700" data-testid="submission-window-state">
      <span className="font-semibold text-slate-900">{t('event.window.line', { state: summary.state })}</span>{' '}
      {summary.detail}{' '}
      <Link to="/admin/event" className="font-semibold text-indigo-700 underline underline-offset-2">
        {t('event.window.change')}
      </Link>
    </p>
  )
}
