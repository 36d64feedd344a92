import { getFormProps } from '@conform-to/react'
import type { TableNumbering } from '~/features/showcase/table-numbers.server'
import { useT } from '~/i18n/react'
import {
  MAX_TABLE_NUMBER,
  tableNumberSchema,
  tableOrderLabels,
  tableOrders,
  type TableOrder,
} from '~/features/showcase/table-numbers'
import { ConfirmDialog, FormDialog } from '../forms/confirm'
import { InputField } from '../forms/field'
import { SubmitButton, useIsPending } from '../forms/pending'
import { RadioCards } from '../forms/radio-cards'
import type { DialogState } from './dialogs'
import { ReturnFields, type ProjectListState } from './list-state'
import { useSchemaForm } from '../forms/use-schema-form'

// The showcase floor's table numbers, on the Projects tab: "Number the tables" (all at once, confirmed first,
// since it replaces every number) and one project's number. Both are `?dialog=` pages without JavaScript.

const orderHints: Record<TableOrder, string> = {
  submission: 'admin.tables.hint.submission',
  name: 'admin.tables.hint.name',
  type: 'admin.tables.hint.type',
}

export function NumberTablesDialog({
  approved,
  numbering,
  closeHref,
  list,
  state,
}: {
  approved: number
  numbering: TableNumbering
  closeHref: string
  list: ProjectListState
  state: DialogState
}) {
  const t = useT()
  const pending = useIsPending({ intent: 'number-tables' })
  const onlyTheWaiting = useIsPending({ intent: 'number-tables', fields: { scope: 'waiting' } })
  const { numbered, waiting, highest } = numbering
  // Only when some numbers stand already: with none, both choices would do the same.
  const onlyWaiting = numbered > 0 && waiting > 0
  const inWords = (texts: Record<TableOrder, string>) =>
    Object.fromEntries(tableOrders.map((order) => [order, t(texts[order])])) as Record<TableOrder, string>
  return (
    <ConfirmDialog
      title={t('admin.tables.number')}
      description={
        approved === 0 ? t('admin.tables.noneApproved') : t('admin.tables.numberText', { count: approved })
      }
      closeHref={closeHref}
      intent="number-tables"
      failure={state.message}
      actions={
        <>
          {/* First in the markup: Enter in the form presses it, as it did before the second choice. */}
          <SubmitButton
            name="scope"
            value="all"
            pending={pending && !onlyTheWaiting}
            pendingLabel={t('admin.tables.numbering')}
            disabled={pending || approved === 0}
          >
            {t('admin.tables.number')}
          </SubmitButton>
          {onlyWaiting ? (
            <SubmitButton
              name="scope"
              value="waiting"
              variant="secondary"
              pending={onlyTheWaiting}
              pendingLabel={t('admin.tables.numbering')}
              disabled={pending}
            >
              {t('admin.tables.onlyWaiting')}
            </SubmitButton>
          ) : null}
        </>
      }
    >
      <ReturnFields tab="projects" list={list} />
      <RadioCards
        legend={t('admin.tables.order')}
        name="order"
        idPrefix="table-order"
        choices={{ labels: inWords(tableOrderLabels), hints: inWords(orderHints) }}
        checked="submission"
        columns="grid-cols-1"
      />
      {numbered > 0 ? (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>{t('admin.tables.alreadyNumbered', { count: numbered })}</p>
          {onlyWaiting ? (
            <p>
              {t('admin.tables.onlyWaitingText', {
                count: waiting,
                first: highest + 1,
                last: highest + waiting,
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </ConfirmDialog>
  )
}

export function TableNumberDialog({
  project,
  closeHref,
  list,
  state,
}: {
  project: { id: number; name: string; tableNumber: number | null }
  closeHref: string
  list: ProjectListState
  state: DialogState
}) {
  const t = useT()
  const [form, fields] = useSchemaForm(tableNumberSchema, {
    id: `table-number-${project.id}`,
    lastResult: state.result,
    defaultValue: { tableNumber: project.tableNumber === null ? '' : String(project.tableNumber) },
  })
  return (
    <FormDialog
      title={t('admin.tables.tableNumber')}
      description={project.name}
      closeHref={closeHref}
      intent="set-table-number"
      failure={state.result ? undefined : state.message}
      submit={t('admin.tables.save')}
      pendingLabel={t('admin.saving')}
      formProps={{ ...getFormProps(form), preventScrollReset: true }}
    >
      <input type="hidden" name="id" value={project.id} />
      <ReturnFields tab="projects" list={list} />
      <InputField
        field={fields.tableNumber}
        label={t('admin.tables.tableNumber')}
        type="number"
        required={false}
        hint={t('admin.tables.numberHint', { max: MAX_TABLE_NUMBER })}
        min={1}
        max={MAX_TABLE_NUMBER}
        step={1}
        inputMode="numeric"
      />
    </FormDialog>
  )
}
