import { Form, Link } from '@remix-run/react'
import type { GradingPage } from '~/features/results/grading.server'
import type { AdminDashboardData } from '~/features/admin/dashboard.server'
import { gradingHref, gradingSortLabels, gradingSorts } from '~/features/results/grading-query'
import { Button, buttonClasses } from '~/components/ui'
import { intlLocale } from '~/i18n/dates'
import { useLanguage } from '~/i18n/react'
import { Pager } from '../ui/pager'
import { DataTable, EmptyPanel } from '../ui/table'
import { AwardsSettings } from './awards-settings'
import { CoverageSummary, RebalanceOffer } from './coverage-summary'
import { gradingColumns, gradingRow, ResultsLegend, useGradingWords } from './grading-row'
import type { DialogState } from './dialogs'
import { JudgingSettingsForm } from './judging-settings'
import { ParticipantNamesSettings } from './participant-names-settings'
import { StepAsides } from './step-asides'

/**
 * The Grading Status tab. First the Awards panel: on the day the organiser comes here to hide the
 * results, close scoring and open the reveal, and it must not sit under fifty rows. Then
 * 'Grading Progress', a page at a time (search, sort and pages are GET parameters: a form and links, so
 * everything works without JavaScript), with the offer to rebalance above the table and the coverage and
 * the judges who stepped aside below it; last, the judging settings in a section of their own.
 */
export function GradingTable({
  grading,
  judging,
  settingsState,
  awardsState,
  namesState,
  basePath,
}: {
  grading: GradingPage
  judging: NonNullable<AdminDashboardData['judging']>
  settingsState: DialogState
  awardsState: DialogState
  namesState: DialogState
  basePath: string
}) {
  const { rows, q, sort, page, pageCount, matching, first } = grading
  const query = { q, sort, page }
  const words = useGradingWords()
  const { t } = words
  const locale = intlLocale(useLanguage())
  const count = (n: number) => n.toLocaleString(locale)
  return (
    <div className="space-y-8">
      <AwardsSettings
        key={`${judging.settings.resultsVisibility}:${judging.settings.scoringOpen}`}
        settings={judging.settings}
        query={query}
        state={awardsState}
        feedbackMail={judging.feedbackMail}
        basePath={basePath}
      />
      <section aria-labelledby="grading-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="grading-title" className="text-xl font-bold text-slate-900">
            {t('grading.progress.title')}
          </h2>
          <div className="flex flex-wrap gap-2">
            <a href="#settings" className={buttonClasses('ghost', 'md')}>
              {t('grading.settings.title')}
            </a>
            <a href="/admin/results.csv" download className={buttonClasses('secondary', 'md')}>
              {t('grading.progress.download')}
            </a>
          </div>
        </div>
        {judging.rebalance ? <RebalanceOffer offer={judging.rebalance} query={query} /> : null}
        {grading.total === 0 ? (
          <EmptyPanel>{t('grading.progress.empty')}</EmptyPanel>
        ) : (
          <>
            <Form method="get" action={basePath} role="search" className="flex flex-wrap items-center gap-2">
              <input type="hidden" name="tab" value="grading" />
              <label htmlFor="grading-search" className="sr-only">
                {t('grading.search.label')}
              </label>
              <input
                id="grading-search"
                type="search"
                name="q"
                defaultValue={q}
                key={q}
                maxLength={100}
                placeholder={t('grading.search.placeholder')}
                className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:w-auto sm:flex-1 sm:text-sm"
              />
              <label htmlFor="grading-sort" className="text-sm font-medium text-slate-700 sm:ml-2">
                {t('grading.search.sortBy')}
              </label>
              <select
                id="grading-sort"
                name="sort"
                defaultValue={sort}
                key={sort}
                className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 sm:flex-none sm:text-sm"
              >
                {gradingSorts.map((value) => (
                  <option key={value} value={value}>
                    {t(gradingSortLabels[value])}
                  </option>
                ))}
              </select>
              <Button type="submit" variant="secondary">
                {t('grading.search.apply')}
              </Button>
            </Form>
            {matching === 0 ? (
              <EmptyPanel>
                {t('grading.search.noMatch', { q })}{' '}
                <Link
                  to={gradingHref(basePath, grading, { q: '', page: 1 })}
                  className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                >
                  {t('grading.search.showAll')}
                </Link>
              </EmptyPanel>
            ) : (
              <>
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t(q ? 'grading.progress.showingMatching' : 'grading.progress.showing', {
                    first: count(first),
                    last: count(first + rows.length - 1),
                    total: count(matching),
                    q,
                  })}
                </p>
                <DataTable columns={gradingColumns(t)} dense>
                  {rows.map((row) => gradingRow(row, grading.judgesPerProject, words))}
                </DataTable>
                <ResultsLegend />
                <Pager
                  label={t('grading.progress.pages')}
                  page={page}
                  pageCount={pageCount}
                  hrefFor={(to) => gradingHref(basePath, grading, { page: to })}
                />
              </>
            )}
          </>
        )}
        <CoverageSummary coverage={judging.coverage} stepAsides={judging.stepAsides.length} query={query} />
        <StepAsides stepAsides={judging.stepAsides} />
      </section>
      {/* The settings after the table, in a section of their own: they are set once, before the day. */}
      <section aria-labelledby="settings-title" className="scroll-mt-4 space-y-4" id="settings">
        <h2 id="settings-title" className="text-xl font-bold text-slate-900">
          {t('grading.settings.title')}
        </h2>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <JudgingSettingsForm
            key={`${judging.settings.judgesPerProject}:${judging.settings.leaderboardRanking}`}
            settings={judging.settings}
            query={query}
            state={settingsState}
          />
          <ParticipantNamesSettings
            key={judging.settings.participantNames}
            settings={judging.settings}
            query={query}
            state={namesState}
          />
        </div>
      </section>
    </div>
  )
}
