import { Form, Link } from '@remix-run/react'
import type { AdminCriterion } from '~/features/judging/criteria.server'
import type { MoveDirection } from '~/features/judging/criteria'
import { levelRanges, rangeScores } from '~/features/judging/levels'
import { cn, buttonClasses } from '~/components/ui'
import { useT } from '~/i18n/react'
import type { Translate } from '~/i18n/translate'
import { DataTable, EmptyPanel } from '../ui/table'
import { RowActions, rowLinkButton } from './list-state'

/** The Criteria tab: what judges score, in the order their form shows it. */
export function CriteriaTable({ criteria, basePath }: { criteria: AdminCriterion[]; basePath: string }) {
  const t = useT()
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={`${basePath}?tab=criteria&dialog=add-criterion`}
          preventScrollReset
          className={buttonClasses('primary', 'md')}
        >
          {t('grading.criteria.add')}
        </Link>
        <p className="max-w-xl text-sm text-slate-600">{t('grading.criteria.intro')}</p>
      </div>
      {criteria.length === 0 ? (
        <EmptyPanel>{t('grading.criteria.empty')}</EmptyPanel>
      ) : (
        <DataTable
          cardsBelow="lg"
          columns={[
            t('grading.table.name'),
            t('grading.criteria.maxPoints'),
            t('grading.criteria.weight'),
            t('grading.table.status'),
            { label: t('grading.table.actions'), labelInCard: false },
          ]}
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
                    {t('grading.criteria.highestGiven', { score: criterion.highestScore })}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3 tabular-nums text-slate-700">{criterion.weight}</td>
              <td className="px-4 py-3">
                {criterion.isActive ? (
                  <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                    {t('grading.table.active')}
                  </span>
                ) : (
                  <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                    {t('grading.table.inactive')}
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
                    {t('grading.table.edit')}
                    <span className="sr-only"> {criterion.name}</span>
                  </Link>
                  <MoveButton criterion={criterion} direction="up" disabled={index === 0} t={t} />
                  <MoveButton
                    criterion={criterion}
                    direction="down"
                    disabled={index === criteria.length - 1}
                    t={t}
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
  t,
}: {
  criterion: AdminCriterion
  direction: MoveDirection
  disabled: boolean
  t: Translate
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
        {t(direction === 'up' ? 'grading.criteria.moveUp' : 'grading.criteria.moveDown')}
        <span className="sr-only"> {criterion.name}</span>
      </button>
    </Form>
  )
}
