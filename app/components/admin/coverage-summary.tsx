import { Form } from '@remix-run/react'
import { Panel } from '~/components/ui/panel'
import type { RebalanceOffer as Offer } from '~/features/judging/assignment.server'
import type { CoverageSummary as Coverage } from '~/features/judging/coverage.server'
import type { GradingQuery } from '~/features/results/grading-query'
import { SubmitButton, useIsPending } from '../forms/pending'
import { GradingReturnFields } from './judging-settings'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

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
  const pending = useIsPending({ intent: 'rebalance-assignments' })
  const { judgesPerProject: target, projects, underCovered, underAssigned, judges } = coverage
  const loads =
    coverage.minLoad === null || coverage.maxLoad === null
      ? null
      : coverage.minLoad === coverage.maxLoad
        ? `${coverage.minLoad}`
        : `${coverage.minLoad}–${coverage.maxLoad}`
  return (
    <Panel titleId="coverage-title" title="Coverage" look="admin" className="flex flex-col">
      <p className="mt-2 text-slate-800">
        {projects === 0 ? (
          'No projects to judge yet.'
        ) : underCovered === 0 ? (
          `Every project has been scored by at least ${count(target, 'judge', 'judges')}.`
        ) : (
          <>
            <span className="text-2xl font-extrabold tabular-nums text-amber-700">{underCovered}</span> of{' '}
            {count(projects, 'project', 'projects')} {underCovered === 1 ? 'is' : 'are'} scored by fewer than{' '}
            {count(target, 'judge', 'judges')}.
          </>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Assignments</dt>
        <dd className="font-semibold tabular-nums text-slate-900">
          {coverage.assignments.toLocaleString('en')}
        </dd>
        <dt className="text-slate-600">Judges</dt>
        <dd className="font-semibold tabular-nums text-slate-900">
          {judges}
          {loads !== null ? (
            <span className="font-normal text-slate-700">
              {' '}
              · {loads} {loads === '1' ? 'project' : 'projects'} each
            </span>
          ) : null}
        </dd>
        <dt className="text-slate-600">Stepped aside</dt>
        <dd className="tabular-nums text-slate-900">
          {stepAsides > 0 ? (
            <a
              href="#stepped-aside"
              className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            >
              {count(stepAsides, 'judge', 'judges')}
            </a>
          ) : (
            <span className="font-semibold">None</span>
          )}
        </dd>
      </dl>
      {underAssigned > 0 ? (
        <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {count(underAssigned, 'project has', 'projects have')} fewer than {target} judges assigned
          {judges < target ? `: only ${count(judges, 'judge', 'judges')} can take work` : ''}.
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-auto pt-4">
        <input type="hidden" name="intent" value="rebalance-assignments" />
        <GradingReturnFields query={query} />
        <SubmitButton
          variant="secondary"
          pending={pending}
          pendingLabel="Rebalancing..."
          aria-describedby="rebalance-hint"
        >
          Rebalance assignments
        </SubmitButton>
        <p id="rebalance-hint" className="mt-2 text-sm text-slate-600">
          Shares out again every assignment no judge has started, so every judge has about as many. A project
          a judge has started stays theirs. Nothing else moves work: a judge added later takes only new
          projects until you rebalance.
        </p>
      </Form>
    </Panel>
  )
}

const names = (list: string[]) =>
  list.length <= 3
    ? new Intl.ListFormat('en', { type: 'conjunction' }).format(list)
    : `${list.slice(0, 2).join(', ')} and ${list.length - 2} other judges`

/**
 * At the top of Grading Status when a judge has nothing left to review and "Rebalance assignments" would
 * give them some: new assignments only ever add, so a judge who joins mid-event would otherwise wait for
 * new projects while others still have work they have not started.
 */
export function RebalanceOffer({ offer, query }: { offer: Offer; query: GradingQuery }) {
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
          {`${names(idle)} ${idle.length === 1 ? 'has' : 'have'} nothing left to review`}
        </strong>
        {` while other judges have projects they have not started. Rebalancing moves ${count(offer.moves, 'assignment', 'assignments')} to even out the work.`}
      </p>
      <input type="hidden" name="intent" value="rebalance-assignments" />
      <GradingReturnFields query={query} />
      <SubmitButton pending={pending} pendingLabel="Rebalancing...">
        Rebalance assignments
      </SubmitButton>
    </Form>
  )
}
