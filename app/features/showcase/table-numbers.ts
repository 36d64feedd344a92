import * as z from 'zod'

// The showcase floor's table numbers: "Number the tables" and one project's number, in the admin.

export const tableOrders = ['submission', 'name', 'type'] as const
export type TableOrder = (typeof tableOrders)[number]

/** Each order's label, a catalogue key. */
export const tableOrderLabels: Record<TableOrder, string> = {
  submission: 'admin.tables.order.submission',
  name: 'admin.tables.order.name',
  type: 'admin.tables.order.type',
}

/** "Number the tables" replaces every number; `waiting` numbers only the approved projects without one. */
export const tableScopes = ['all', 'waiting'] as const
export type TableScope = (typeof tableScopes)[number]

export const MAX_TABLE_NUMBER = 9999

/** Catalogue keys; the number's message names MAX_TABLE_NUMBER in its words. */
export const tableNumberMessages = {
  order: 'admin.tables.chooseOrder',
  scope: 'admin.tables.chooseScope',
  number: 'admin.tables.wholeNumber',
} as const

/** "Number the tables": 1…n to the approved projects, in this order; or only to those without a table. */
export const numberTablesSchema = z.object({
  order: z.enum(tableOrders, { error: tableNumberMessages.order }),
  scope: z.enum(tableScopes, { error: tableNumberMessages.scope }).default('all'),
})

/** One project's table number; an empty box takes the number away. */
export const tableNumberSchema = z.object({
  tableNumber: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: tableNumberMessages.number })
      .int(tableNumberMessages.number)
      .min(1, tableNumberMessages.number)
      .max(MAX_TABLE_NUMBER, tableNumberMessages.number)
      .optional(),
  ),
})
