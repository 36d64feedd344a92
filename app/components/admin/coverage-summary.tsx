import { Form } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import type { RebalanceOffer as Offer } from '~/features/judging/assignment.server'
import type { CoverageSummary as Coverage } from '~/features/judging/coverage.server'
import type { GradingQuery } from '~/features/results/grading-query'
import { intlLocale } from '~/i18n/dates'
import { useLanguage, useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { SubmitButton, useIsPending } from '../forms/pending'
import { GradingReturnFields } from './judging-settings'
import { marked } from './rich-words'

/** A count's words in the page's language: "1 judge", "1,200 projects" (`key` has the _one/_other forms). */
const counter = (t: Translate, locale: string) => (key: string, count: number) =>
  t(key, { count, n: count.toLocaleString(locale) })

/**
 * How well the judging covers the projects: how many still lack judges, how the assignments
 * are spread, and "Rebalance assignments", a plain form.
 */
export function CoverageSummary({
  coverage,
  stepAsides,
  query,
}: {
  coverage: Coverage
  stepAsides: number
  query: GradingQuery
}) {
  const t = useT()
  const locale = intlLocale(useLanguage())
  const counted = counter(t, locale)
  const pending = useIsPending({ intent: 'rebalance-assignments' })
  const { judgesPerProject: target, projects, underCovered, underAssigned, judges } = coverage
  const loads =
    coverage.minLoad === null || coverage.maxLoad === null
      ? null
      : coverage.minLoad === coverage.maxLoad
        ? `${coverage.minLoad}`
        : `${coverage.minLoad}–${coverage.maxLoad}`
  return (
    <Panel
      titleId="coverage-title"
      title={t('grading.column.coverage')}
      look="admin"
      className="flex flex-col"
    >
      <p className="mt-2 text-slate-800">
        {projects === 0
          ? t('grading.coverage.noProjects')
          : underCovered === 0
            ? t('grading.coverage.allCovered', { judges: counted('grading.count.judges', target) })
            : marked(
                t('grading.coverage.underCovered', {
                  count: underCovered,
                  projects: counted('grading.count.projects', projects),
                  judges: counted('grading.count.judges', target),
                }),
                (number) => (
                  <span className="text-2xl font-extrabold tabular-nums text-amber-700">{number}</span>
                ),
              )}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('grading.coverage.assignments')}</dt>
        <dd className="font-semibold tabular-nums text-slate-900">
          {coverage.assignments.toLocaleString(locale)}
        </dd>
        <dt className="text-slate-600">{t('grading.coverage.judges')}</dt>
        <dd className="font-semibold tabular-nums text-slate-900">
          {judges}
          {loads !== null ? (
            <span className="font-normal text-slate-700">
              {' '}
              · {t(loads === '1' ? 'grading.coverage.loadOne' : 'grading.coverage.loads', { loads })}
            </span>
          ) : null}
        </dd>
        <dt className="text-slate-600">{t('grading.coverage.steppedAside')}</dt>
        <dd className="tabular-nums text-slate-900">
          {stepAsides > 0 ? (
            <a
              href="#stepped-aside"
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {counted('grading.count.judges', stepAsides)}
            </a>
          ) : (
            <span className="font-semibold">{t('grading.coverage.none')}</span>
          )}
        </dd>
      </dl>
      {underAssigned > 0 ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {judges < target
            ? t('grading.coverage.underAssignedFew', {
                count: underAssigned,
                projects: counted('grading.count.projects', underAssigned),
                target,
                only: counted('grading.coverage.onlyJudges', judges),
              })
            : t('grading.coverage.underAssigned', {
                count: underAssigned,
                projects: counted('grading.count.projects', underAssigned),
                target,
              })}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-auto pt-4">
        <input type="hidden" name="intent" value="rebalance-assignments" />
        <GradingReturnFields query={query} />
        <SubmitButton
          variant="secondary"
          pending={pending}
          pendingLabel={t('grading.rebalance.pending')}
          aria-describedby="rebalance-hint"
        >
          {t('grading.rebalance.button')}
        </SubmitButton>
        <p id="rebalance-hint" className="mt-2 text-sm text-slate-600">
          {t('grading.rebalance.hint')}
        </p>
      </Form>
    </Panel>
  )
}

/** The idle judges' names: all of them when three or fewer, else the first two and how many more. */
function names(list: string[], t: Translate, locale: string) {
  return list.length <= 3
    ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(list)
    : t('grading.rebalance.andOthers', { names: list.slice(0, 2).join(', '), others: list.length - 2 })
}

/**
 * At the top of Grading Status when a judge has nothing left to review and "Rebalance assignments" would
 * give them some: new assignments only ever add, so a judge who joins mid-event would otherwise wait for
 * new projects while others still have work they have not started.
 */
export function RebalanceOffer({ offer, query }: { offer: Offer; query: GradingQuery }) {
  const t = useT()
  const locale = intlLocale(useLanguage())
  const counted = counter(t, locale)
  const pending = useIsPending({ intent: 'rebalance-assignments' })
  const idle = offer.idleJudges
  return (
    <Form
      method="post"
      preventScrollReset
      aria-labelledby="rebalance-offer"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-indigo-50 p-4 ring-1 ring-indigo-200"
    >
      <p id="rebalance-offer" className="min-w-0 flex-1 basis-64 text-sm text-indigo-950">
        <strong className="font-semibold">
          {t('grading.rebalance.idle', { count: idle.length, names: names(idle, t, locale) })}
        </strong>
        {/* One text with its space, as the server writes it: no comment between the two. */}
        {` ${t('grading.rebalance.offer', {
          count: offer.moves,
          assignments: counted('grading.count.assignments', offer.moves),
        })}`}
      </p>
      <input type="hidden" name="intent" value="rebalance-assignments" />
      <GradingReturnFields query={query} />
      <SubmitButton pending={pending} pendingLabel={t('grading.rebalance.pending')}>
        {t('grading.rebalance.button')}
      </SubmitButton>
    </Form>
  )
}
