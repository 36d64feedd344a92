import { getFormProps } from '@conform-to/react'
import type { TableNumbering } from '~/features/showcase/table-numbers.server'
import {
  MAX_TABLE_NUMBER,
  tableNumberSchema,
  tableOrderLabels,
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
  submission: 'The first project sent stands at Table 1.',
  name: 'Alphabetical, so a visitor finds a project by its name.',
  type: 'Videos together, then photos, PDFs and websites, each alphabetical.',
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
  const pending = useIsPending({ intent: 'number-tables' })
  const onlyTheWaiting = useIsPending({ intent: 'number-tables', fields: { scope: 'waiting' } })
  const { numbered, waiting, highest } = numbering
  // Only when some numbers stand already: with none, both choices would do the same.
  const onlyWaiting = numbered > 0 && waiting > 0
  return (
    <ConfirmDialog
      title="Number the tables"
      description={
        approved === 0
          ? 'No project is approved yet: approve the projects that will be shown first.'
          : `The ${approved === 1 ? 'approved project gets Table 1' : `${approved} approved projects get Tables 1 to ${approved}`}, in the order you choose.`
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
            pendingLabel="Numbering..."
            disabled={pending || approved === 0}
          >
            Number the tables
          </SubmitButton>
          {onlyWaiting ? (
            <SubmitButton
              name="scope"
              value="waiting"
              variant="secondary"
              pending={onlyTheWaiting}
              pendingLabel="Numbering..."
              disabled={pending}
            >
              Number only the projects without a table
            </SubmitButton>
          ) : null}
        </>
      }
    >
      <ReturnFields tab="projects" list={list} />
      <RadioCards
        legend="Order"
        name="order"
        idPrefix="table-order"
        choices={{ labels: tableOrderLabels, hints: orderHints }}
        checked="submission"
        columns="grid-cols-1"
      />
      {numbered > 0 ? (
        <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p>
            {numbered === 1 ? 'One project has' : `${numbered} projects have`} a table number already: “Number
            the tables” replaces every number. Print the table cards again afterwards.
          </p>
          {onlyWaiting ? (
            <p>
              “Number only the projects without a table” gives the{' '}
              {waiting === 1
                ? `approved project without one Table ${highest + 1}`
                : `${waiting} approved projects without one Tables ${highest + 1} to ${highest + waiting}`}
              , in the order you choose, and keeps every other number: print only their cards.
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
  const [form, fields] = useSchemaForm(tableNumberSchema, {
    id: `table-number-${project.id}`,
    lastResult: state.result,
    defaultValue: { tableNumber: project.tableNumber === null ? '' : String(project.tableNumber) },
  })
  return (
    <FormDialog
      title="Table number"
      description={project.name}
      closeHref={closeHref}
      intent="set-table-number"
      failure={state.result ? undefined : state.message}
      submit="Save table number"
      pendingLabel="Saving..."
      formProps={{ ...getFormProps(form), preventScrollReset: true }}
    >
      <input type="hidden" name="id" value={project.id} />
      <ReturnFields tab="projects" list={list} />
      <InputField
        field={fields.tableNumber}
        label="Table number"
        type="number"
        required={false}
        hint={`From 1 to ${MAX_TABLE_NUMBER}. Leave it empty for no table.`}
        min={1}
        max={MAX_TABLE_NUMBER}
        step={1}
        inputMode="numeric"
      />
    </FormDialog>
  )
}
