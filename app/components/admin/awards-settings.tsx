import { Form, Link } from '@remix-run/react'
import type { JudgingSettings } from '~/models/judging-settings.server'
import type { GradingQuery } from '~/schemas/grading-query'
import { resultsVisibilities, resultsVisibilityLabels, type ResultsVisibility } from '~/schemas/awards-fields'
import { Button, buttonClasses } from '~/components/ui'
import { Failure, usePending, type DialogState } from './dialogs'
import { GradingReturnFields } from './judging-settings'
import { RadioCards } from './radio-cards'

const visibilityHints: Record<ResultsVisibility, string> = {
  live: 'The leaderboard and the judges’ feedback are public while judging goes on.',
  hidden:
    'Only you see ranks, scores and comments. Everyone else reads “The results will be announced at the awards ceremony.”',
  published: 'Everything is public again, after the ceremony.',
}

/**
 * Issue 16, the awards moment on the Grading Status tab: who sees the results, whether judges may still
 * score, and the way to the projector reveal and the certificates. Plain forms, so they work without JS.
 */
export function AwardsSettings({
  settings,
  query,
  state,
}: {
  settings: JudgingSettings
  query: GradingQuery
  state: DialogState
}) {
  const savingVisibility = usePending('results-visibility')
  const switching = usePending('scoring')
  return (
    <section
      aria-labelledby="awards-settings-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="awards-settings-title" className="text-lg font-bold text-slate-900">
            Awards
          </h3>
          <p className="text-sm text-slate-600">Keep the results secret, close scoring, then reveal them.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/awards" className={buttonClasses('primary', 'md')}>
            Open the awards reveal
          </Link>
          <Link to="/admin/certificates" className={buttonClasses('secondary', 'md')}>
            Print certificates
          </Link>
        </div>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Form method="post" preventScrollReset className="space-y-3">
          <Failure message={state.message} />
          <input type="hidden" name="intent" value="results-visibility" />
          <GradingReturnFields query={query} />
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Results</legend>
            <RadioCards
              name="resultsVisibility"
              idPrefix="results-visibility"
              values={resultsVisibilities}
              checked={settings.resultsVisibility}
              labels={resultsVisibilityLabels}
              hints={visibilityHints}
              defaultValue="live"
              columns="md:grid-cols-3"
            />
          </fieldset>
          <Button type="submit" variant="secondary" disabled={savingVisibility}>
            {savingVisibility ? 'Saving...' : 'Save results setting'}
          </Button>
        </Form>
        <Form method="post" preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="scoring" />
          <GradingReturnFields query={query} />
          <p className="text-sm font-semibold text-slate-900">Scoring</p>
          <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${settings.scoringOpen ? 'bg-emerald-500' : 'bg-slate-500'}`}
            />
            {settings.scoringOpen
              ? 'Scoring open: judges can submit and change scores.'
              : 'Scoring closed: judges can read but not submit.'}
          </p>
          <input type="hidden" name="scoring" value={settings.scoringOpen ? 'closed' : 'open'} />
          <Button
            type="submit"
            variant={settings.scoringOpen ? 'destructive' : 'secondary'}
            disabled={switching}
          >
            {settings.scoringOpen ? 'Close scoring' : 'Reopen scoring'}
          </Button>
        </Form>
      </div>
    </section>
  )
}
