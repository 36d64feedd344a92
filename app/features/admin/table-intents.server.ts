import { parseForm } from '~/infra/parse-form'
import { numberTables, setTableNumber } from '~/features/showcase/table-numbers.server'
import {
  MAX_TABLE_NUMBER,
  numberTablesSchema,
  tableNumberSchema,
  type TableScope,
} from '~/features/showcase/table-numbers'
import { db } from '~/infra/db.server'
import type { Translate } from '~/i18n/translate'
import { backToTab, fail } from './responses.server'

// The Projects tab's table numbers: "Number the tables", once confirmed, and one project's number. adminAction
// has checked the admin session before it hands them here.

export const tableIntents = ['number-tables', 'set-table-number'] as const
type TableIntent = (typeof tableIntents)[number]

function numberedTitle(
  scope: TableScope,
  { count, first, last }: { count: number; first: number; last: number },
  t: Translate,
) {
  if (count === 0) return t(scope === 'all' ? 'admin.tables.noneToNumber' : 'admin.tables.allHaveTables')
  return count === 1
    ? t('admin.tables.numberedOne', { first })
    : t('admin.tables.numberedMany', { first, last })
}

export function tableAction(request: Request, form: FormData, intent: TableIntent, t: Translate) {
  if (intent === 'number-tables') {
    const submission = parseForm(form, { schema: numberTablesSchema })
    if (submission.status !== 'success') {
      return fail({ intent, message: t('admin.tables.notNumbered'), result: submission.reply() })
    }
    const { order, scope } = submission.value
    const numbered = numberTables(db, order, scope)
    if (numbered.outcome === 'too-high') {
      const { first, count } = numbered
      return fail(
        { intent, message: t('admin.tables.tooHigh', { count, first, max: MAX_TABLE_NUMBER }) },
        409,
      )
    }
    return backToTab(request, form, { type: 'success', title: numberedTitle(scope, numbered, t) })
  }
  const failure = t('admin.tables.changeFailed')
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
          fieldErrors: {
            tableNumber: [t('admin.tables.taken', { number: tableNumber!, name: change.holder.name })],
          },
        }),
      },
      409,
    )
  }
  return backToTab(request, form, {
    type: 'success',
    title:
      tableNumber === null ? t('admin.tables.removed') : t('admin.tables.moved', { number: tableNumber }),
  })
}
