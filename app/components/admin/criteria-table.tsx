import { Form, Link } from '@remix-run/react'
import type { AdminCriterion } from '~/features/judging/criteria.server'
import type { MoveDirection } from '~/features/judging/criteria'
import { levelRanges, rangeScores } from '~/features/judging/levels'
import { cn, buttonClasses } from '~/components/ui'
import { DataTable, EmptyPanel } from '../ui/table'
import { RowActions, rowLinkButton } from './list-state'

/** The Criteria tab: what judges score, in the order their form shows it. */
export function CriteriaTable({ criteria, basePath }: { criteria: AdminCriterion[]; basePath: string }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`${basePath}?tab=criteria&dialog=add-criterion`}
          preventScrollReset
          className={buttonClasses('primary', 'md')}
        >
          Add Criterion
        </Link>
        <p className="max-w-xl text-sm text-slate-600">
          Judges score the active criteria, in this order. A switched-off criterion keeps its scores but
          leaves them out of every total.
        </p>
      </div>
      {criteria.length === 0 ? (
        <EmptyPanel>No criteria yet. Add one so judges have something to score.</EmptyPanel>
      ) : (
        <DataTable
          cardsBelow="lg"
          columns={['Name', 'Max Points', 'Weight', 'Status', { label: 'Actions', labelInCard: false }]}
        >
          {criteria.map((criterion, index) => (
            <tr key={criterion.id} className="align-top">
              <td className="px-4 py-3 lg:max-w-md">
                <span className="font-semibold text-slate-900 wrap-anywhere">{criterion.name}</span>
                {criterion.description ? (
                  <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{criterion.description}</p>
                ) : null}
                {criterion.levels.length > 0 ? (
                  <p className="mt-1 text-xs text-slate-600">
                    {levelRanges(criterion.levels, criterion.maxPoints)
                      .map((range) => `${rangeScores(range)} ${range.word}`)
                      .join(' · ')}
                  </p>
                ) : null}
              </td>
              <td className="px-4 py-3 tabular-nums text-slate-700">
                {criterion.maxPoints}
                {criterion.highestScore !== null ? (
                  <span className="block text-xs text-slate-500">
                    highest given: {criterion.highestScore}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 tabular-nums text-slate-700">{criterion.weight}</td>
              <td className="px-4 py-3">
                {criterion.isActive ? (
                  <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                    Active
                  </span>
                ) : (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    Inactive
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <RowActions>
                  <Link
                    to={`${basePath}?tab=criteria&dialog=edit-criterion&id=${criterion.id}`}
                    preventScrollReset
                    className={cn(rowLinkButton, 'col-span-2')}
                  >
                    Edit<span className="sr-only"> {criterion.name}</span>
                  </Link>
                  <MoveButton criterion={criterion} direction="up" disabled={index === 0} />
                  <MoveButton
                    criterion={criterion}
                    direction="down"
                    disabled={index === criteria.length - 1}
                  />
                </RowActions>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  )
}

function MoveButton({
  criterion,
  direction,
  disabled,
}: {
  criterion: AdminCriterion
  direction: MoveDirection
  disabled: boolean
}) {
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="intent" value="move-criterion" />
      <input type="hidden" name="id" value={criterion.id} />
      <input type="hidden" name="direction" value={direction} />
      <input type="hidden" name="tab" value="criteria" />
      <button
        type="submit"
        disabled={disabled}
        className={cn(rowLinkButton, 'disabled:cursor-not-allowed disabled:opacity-40')}
      >
        {direction === 'up' ? 'Move up' : 'Move down'}
        <span className="sr-only"> {criterion.name}</span>
      </button>
    </Form>
  )
}
