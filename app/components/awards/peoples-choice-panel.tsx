import { Form, Link } from '@remix-run/react'
import type { PanelResult, PeoplesChoicePanel as Panel } from '~/features/results/peoples-choice.server'
import { BALLOTS_RANGE } from '~/features/showcase/ballot-fields'
import { buttonClasses, cn } from '~/components/ui'
import { useT } from '~/i18n/react'

// The organiser's People's Choice on the awards page's setup: closed by default (<details>), since the
// setup may already be on the projector, and the counts are the organiser's only. A failure's message comes
// in the page's words (app/features/results/peoples-choice.server.ts).

const field =
  'mt-1 min-h-11 rounded-xl bg-slate-900 px-3 text-white ring-1 ring-white/30 focus-visible:outline-2 focus-visible:outline-amber-300'

type Failure = Extract<PanelResult, { ok: false }> | undefined

export function PeoplesChoicePanel({ panel, failure }: { panel: Panel; failure: Failure }) {
  const t = useT()
  const { open, tally, batches } = panel
  const error = (intent: string) =>
    failure?.intent === intent ? (
      <p role="alert" className="mt-2 font-medium text-red-300">
        {failure.message}
      </p>
    ) : null
  return (
    <details open={Boolean(failure)} className="mt-10 rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
      <summary className="cursor-pointer text-xl font-bold">{t('print.peoplesChoice')}</summary>
      <div className="mt-4 space-y-6">
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="voting" />
          <input type="hidden" name="voting" value={open ? 'closed' : 'open'} />
          <p role="status" className="flex items-center gap-2 text-lg">
            <span
              aria-hidden="true"
              className={cn('size-3 rounded-full', open ? 'bg-emerald-400' : 'bg-slate-500')}
            />
            {open ? t('print.voting.open') : t('print.voting.closed')}
          </p>
          <button type="submit" className={buttonClasses(open ? 'destructive' : 'accent', 'md')}>
            {open ? t('print.voting.close') : t('print.voting.start')}
          </button>
          {error('voting')}
        </Form>

        <section aria-labelledby="pc-count">
          <h3 id="pc-count" className="text-lg font-semibold">
            {t('print.votes.heading')}
          </h3>
          <p className="text-slate-300">
            {t('print.votes.used', { used: tally.used, count: tally.made - tally.voided })}
            {tally.voided > 0 ? t('print.votes.voided', { count: tally.voided }) : ''}
          </p>
          {tally.counts.length > 0 ? (
            <table className="mt-2 w-full text-left">
              <thead className="text-sm text-slate-400">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {t('print.votes.project')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('print.votes.heading')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tally.counts.map((row) => (
                  <tr key={row.id} className="border-t border-white/10">
                    <td className="py-1">
                      {row.name} <span className="text-slate-400">({row.authorName})</span>
                    </td>
                    <td className="py-1 text-right font-semibold tabular-nums">{row.votes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>

        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="make-ballots" />
          <label className="flex flex-col font-semibold">
            {t('print.ballots.toMake')}
            <input
              type="number"
              name="count"
              min={BALLOTS_RANGE.min}
              max={BALLOTS_RANGE.max}
              defaultValue={100}
              required
              className={cn(field, 'w-32')}
            />
          </label>
          <button type="submit" className={buttonClasses('onDark', 'md')}>
            {t('print.ballots.print')}
          </button>
          {error('make-ballots')}
        </Form>
        {batches.length > 0 ? (
          <ul className="space-y-1 text-slate-300">
            {batches.map((batch) => (
              <li key={batch.batch}>
                <Link
                  to={`/admin/ballots?batch=${batch.batch}`}
                  className="font-semibold text-amber-200 underline underline-offset-4"
                >
                  {t('print.ballots.again', { batch: batch.batch })}
                </Link>{' '}
                ({t('print.ballots.count', { count: batch.count })}
                {batch.voided > 0 ? t('print.votes.voided', { count: batch.voided }) : ''})
              </li>
            ))}
          </ul>
        ) : null}

        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="void-ballot" />
          <label className="flex flex-col font-semibold">
            {t('print.ballots.voidLabel')}
            <input
              name="code"
              required
              maxLength={40}
              autoComplete="off"
              className={cn(field, 'w-56 font-mono uppercase')}
            />
          </label>
          <button type="submit" className={buttonClasses('destructive', 'md')}>
            {t('print.ballots.void')}
          </button>
          {error('void-ballot')}
        </Form>
      </div>
    </details>
  )
}
