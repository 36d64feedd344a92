import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import type { TableNumbering } from '~/models/table-numbers.server'
import { Button } from '~/components/ui'
import {
  MAX_TABLE_NUMBER,
  tableNumberSchema,
  tableOrderLabels,
  tableOrders,
  type TableOrder,
} from '~/schemas/table-numbers'
import { Field, inputClass } from '../field'
import { DialogActions, RouteDialog } from '../ui/route-dialog'
import { Failure, usePending, type DialogState } from './dialogs'
import { ReturnFields, type ProjectListState } from './list-state'
import { RadioCards } from './radio-cards'

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
  const pending = usePending('number-tables')
  const scope = useNavigation().formData?.get('scope')
  const { numbered, waiting, highest } = numbering
  // Only when some numbers stand already: with none, both choices would do the same.
  const onlyWaiting = numbered > 0 && waiting > 0
  return (
    <RouteDialog
      title="Number the tables"
      description={
        approved === 0
          ? 'No project is approved yet: approve the projects that will be shown first.'
          : `The ${approved === 1 ? 'approved project gets Table 1' : `${approved} approved projects get Tables 1 to ${approved}`}, in the order you choose.`
      }
      closeHref={closeHref}
    >
      <Form method="post" preventScrollReset className="space-y-5">
        <Failure message={state.message} />
        <input type="hidden" name="intent" value="number-tables" />
        <ReturnFields tab="projects" list={list} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Order</legend>
          <RadioCards
            name="order"
            idPrefix="table-order"
            values={tableOrders}
            checked="submission"
            labels={tableOrderLabels}
            hints={orderHints}
            defaultValue="submission"
            columns="grid-cols-1"
          />
        </fieldset>
        {numbered > 0 ? (
          <div className="space-y-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <p>
              {numbered === 1 ? 'One project has' : `${numbered} projects have`} a table number already:
              “Number the tables” replaces every number. Print the table cards again afterwards.
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
        <DialogActions closeHref={closeHref}>
          {/* First in the markup: Enter in the form presses it, as it did before the second choice. */}
          <Button type="submit" name="scope" value="all" disabled={pending || approved === 0}>
            {pending && scope !== 'waiting' ? 'Numbering...' : 'Number the tables'}
          </Button>
          {onlyWaiting ? (
            <Button type="submit" name="scope" value="waiting" variant="secondary" disabled={pending}>
              {pending && scope === 'waiting' ? 'Numbering...' : 'Number only the projects without a table'}
            </Button>
          ) : null}
        </DialogActions>
      </Form>
    </RouteDialog>
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
  const pending = usePending('set-table-number')
  const [form, fields] = useForm({
    id: `table-number-${project.id}`,
    lastResult: state.result,
    defaultValue: { tableNumber: project.tableNumber === null ? '' : String(project.tableNumber) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tableNumberSchema }),
  })
  const field = fields.tableNumber
  return (
    <RouteDialog title="Table number" description={project.name} closeHref={closeHref}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <Failure message={state.result ? undefined : state.message} />
        <input type="hidden" name="intent" value="set-table-number" />
        <input type="hidden" name="id" value={project.id} />
        <ReturnFields tab="projects" list={list} />
        <Field
          id={field.id}
          label="Table number"
          required={false}
          hint={`From 1 to ${MAX_TABLE_NUMBER}. Leave it empty for no table.`}
          hintId={field.descriptionId}
          errors={field.errors}
          errorId={field.errorId}
        >
          <input
            {...getInputProps(field, { type: 'number', ariaDescribedBy: field.descriptionId })}
            min={1}
            max={MAX_TABLE_NUMBER}
            step={1}
            inputMode="numeric"
            className={inputClass}
          />
        </Field>
        <DialogActions closeHref={closeHref}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : 'Save table number'}
          </Button>
        </DialogActions>
      </Form>
    </RouteDialog>
  )
}
