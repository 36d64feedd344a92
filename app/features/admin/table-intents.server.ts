import { parseForm } from '~/infra/parse-form'
import { numberTables, setTableNumber, tableTakenMessage } from '~/features/showcase/table-numbers.server'
import {
  MAX_TABLE_NUMBER,
  numberTablesSchema,
  tableNumberSchema,
  type TableScope,
} from '~/features/showcase/table-numbers'
import { db } from '~/infra/db.server'
import { tableLabel } from '~/utils/text'
import { backToTab, fail } from './responses.server'

// The Projects tab's table numbers: "Number the tables", once confirmed, and one project's number. adminAction
// has checked the admin session before it hands them here.

export const tableIntents = ['number-tables', 'set-table-number'] as const
type TableIntent = (typeof tableIntents)[number]

function numberedTitle(
  scope: TableScope,
  { count, first, last }: { count: number; first: number; last: number },
) {
  if (count === 0)
    return scope === 'all' ? 'No approved project to number' : 'Every approved project has a table'
  return count === 1 ? `${tableLabel(first)} numbered` : `Tables ${first} to ${last} numbered`
}

const tablesTooHighMessage = (first: number, count: number) =>
  `The ${count === 1 ? 'project' : `${count} projects`} without a table would go past Table ${MAX_TABLE_NUMBER} (the next free number is ${first}). Number all the tables instead, or lower the highest numbers first.`

export function tableAction(request: Request, form: FormData, intent: TableIntent) {
  if (intent === 'number-tables') {
    const submission = parseForm(form, { schema: numberTablesSchema })
    if (submission.status !== 'success') {
      return fail({ intent, message: 'The tables were not numbered', result: submission.reply() })
    }
    const { order, scope } = submission.value
    const numbered = numberTables(db, order, scope)
    if (numbered.outcome === 'too-high') {
      return fail({ intent, message: tablesTooHighMessage(numbered.first, numbered.count) }, 409)
    }
    return backToTab(request, form, { type: 'success', title: numberedTitle(scope, numbered) })
  }
  const failure = 'Failed to change the table number'
  const submission = parseForm(form, { schema: tableNumberSchema })
  if (submission.status !== 'success') return fail({ intent, message: failure, result: submission.reply() })
  const tableNumber = submission.value.tableNumber ?? null
  const change = setTableNumber(db, Number(form.get('id')), tableNumber)
  if (change.outcome === 'not-found') return fail({ intent, message: failure }, 404)
  if (change.outcome === 'taken') {
    return fail(
      {
        intent,
        message: failure,
        result: submission.reply({
          fieldErrors: { tableNumber: [tableTakenMessage(tableNumber!, change.holder.name)] },
        }),
      },
      409,
    )
  }
  return backToTab(request, form, {
    type: 'success',
    title: tableNumber === null ? 'Table number removed' : `Moved to ${tableLabel(tableNumber)}`,
  })
}
