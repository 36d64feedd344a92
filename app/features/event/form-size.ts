import type { $ZodType } from 'zod/v4/core'
import { agendaSchema } from './event-agenda'
import { challengeSchema } from './event-challenge'
import { clubSchema } from './event-club'
import { eventDateSchema } from './event-date'
import { textLimits } from './event-fields'

/**
 * The longest body a form with this schema sends when every field is at its limit, as a browser sends it
 * (urlencoded): 9 bytes a character, a character of a non-Latin script being 3 bytes of UTF-8 written
 * as %XX%XX%XX, and its field's name with each of its characters taken as 3 bytes too. Every field must
 * say how long it may be (textLimits, or z.string().max()): a field that does not is an error here.
 */
export function largestFormBytes(schema: $ZodType, name = ''): number {
  const def = schema._zod.def as unknown as Def
  const limit = textLimits.get(schema)?.maxLength ?? (def.type === 'string' ? maxLengthOf(def) : undefined)
  if (limit !== undefined) return 3 * name.length + 1 + 9 * limit + 1
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).reduce(
        (sum, [key, field]) => sum + largestFormBytes(field, name ? `${name}.${key}` : key),
        0,
      )
    case 'array': {
      const items = maxLengthOf(def)
      if (items === undefined) throw new Error(`${name}: a list without a longest length`)
      return items * largestFormBytes(def.element!, `${name}[${items - 1}]`)
    }
    case 'pipe':
      return largestFormBytes(def.in!, name)
    default:
      if (def.innerType) return largestFormBytes(def.innerType, name)
      throw new Error(`${name || 'the form'}: a field without a longest length (${def.type})`)
  }
}

type Def = {
  type: string
  shape?: Record<string, $ZodType>
  element?: $ZodType
  innerType?: $ZodType
  in?: $ZodType
  checks?: Array<{ _zod: { def: { check: string; maximum?: number } } }>
}

const maxLengthOf = (def: Def) =>
  def.checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum

/**
 * The Event tab's form cap (bodyLimits.pageFormBytes): its longest section saved with every field at its
 * limit, plus 4 KB for the form's own fields (the intent, Conform's list buttons). The agenda is the
 * longest: 20 slots at their limits in a non-Latin script come to about 700 KB, over ten times the
 * 64 KB that every other form gets.
 */
export const eventTabFormBytes =
  Math.max(...[clubSchema, eventDateSchema, agendaSchema, challengeSchema].map((s) => largestFormBytes(s))) +
  4 * 1024
