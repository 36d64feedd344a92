import { parseWithZod } from '@conform-to/zod/v4'
import type { $ZodType } from 'zod/v4/core'
import { formFieldsMessage, formFieldsProblem } from '~/utils/form-fields'

/**
 * Conform's parseWithZod for an action, with two guards (the only way actions parse a form, see
 * eslint.config.js):
 * - the form's field names are checked first (app/utils/form-fields.ts): a name that would make Conform
 *   build a huge list is refused with 400 before it is parsed. readFormData and the upload parser check
 *   every form as they read it; this catches one that came another way;
 * - the failed form's reply echoes only the fields the schema has. Conform's `reply()` sends back every
 *   field it was given as `initialValue` (and their names as `fields`), so a form padded with made-up
 *   fields would come back padded; what is not the schema's is dropped before `reply()` copies anything.
 */
export function parseForm<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  options: { schema: Schema },
) {
  if (formFieldsProblem(payload)) throw new Response(formFieldsMessage, { status: 400 })
  const submission = parseWithZod(payload, options)
  const reply = submission.reply
  submission.reply = (replyOptions) => {
    // Before Conform copies the values into its reply: what is not the schema's is never copied.
    const values = submission.payload as Record<string, unknown>
    const kept = keptValue(values, options.schema) as Record<string, unknown> | undefined
    for (const key of Object.keys(values)) delete values[key]
    Object.assign(values, kept)
    const result = reply(replyOptions)
    return { ...result, fields: result.fields?.filter((name) => inSchema(name, options.schema)) }
  }
  return submission
}

type Def = {
  type: string
  shape?: Record<string, $ZodType>
  element?: $ZodType
  innerType?: $ZodType
  in?: $ZodType
  out?: $ZodType
  getter?: () => $ZodType
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def

/** The schema a form value is read by, past the wrappers that do not change its shape. */
function unwrapped(schema: $ZodType): $ZodType {
  for (let depth = 0; depth < 32; depth++) {
    const def = defOf(schema)
    if (def.innerType) schema = def.innerType
    // z.preprocess is a pipe from a transform: its shape is the schema after it.
    else if (def.type === 'pipe') schema = defOf(def.in!).type === 'transform' ? def.out! : def.in!
    else if (def.type === 'lazy') schema = def.getter!()
    else return schema
  }
  return schema
}

/** `value` with only what `schema` reads: an object's own keys, each item of a list, plain text. */
function keptValue(value: unknown, schema: $ZodType): unknown {
  const def = defOf(unwrapped(schema))
  if (def.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    const kept: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(def.shape!)) {
      if (!Object.hasOwn(value, key)) continue
      const item = keptValue((value as Record<string, unknown>)[key], field)
      if (item !== undefined) kept[key] = item
    }
    return kept
  }
  if (def.type === 'array') {
    return Array.isArray(value)
      ? value.map((item) => keptValue(item, def.element!))
      : keptValue(value, def.element!)
  }
  // A field: what a form sends, text (several for a field sent more than once).
  if (typeof value === 'string') return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
  return undefined
}

/** Whether a field name names a place in the schema (`slots[2].title` in the agenda's). */
function inSchema(name: string, schema: $ZodType) {
  let at: $ZodType = schema
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    const def = defOf(unwrapped(at))
    if (key !== undefined && def.type === 'object' && Object.hasOwn(def.shape!, key)) at = def.shape![key]!
    else if (index !== undefined && def.type === 'array') at = def.element!
    else return false
  }
  return true
}
