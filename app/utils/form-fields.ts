/**
 * What a form's field names may ask a parser to build, checked before any form is parsed (readFormData and
 * the upload parser run it; parseForm runs it again for any form that came another way).
 *
 * Conform reads `slots[3].title` as "item 3 of the list `slots`": a name such as `x[100000000]` makes it
 * build a list of 100 million items, and echo them in the failed form's reply, from a 28-byte request.
 * So a request is refused, before anything builds it, when:
 * - the lists its names make hold more than MAX_LIST_ITEMS items together. The longest lists of our forms
 *   are the Event tab's agenda: at most 20 slots and 12 guides. Every list counts, nested ones too, so
 *   `x[999][999]` is refused as well;
 * - a name has more than MAX_NAME_DEPTH parts (`slots[3].title` has three);
 * - it has more fields than `maxFields`. MAX_FORM_FIELDS is five times the Event tab's agenda at its
 *   largest (about 200); the Projects tab's bulk review sends one `id` per project, up to 5,000, and asks
 *   for its own cap. Those ids repeat one name: they make no list of indexes.
 * Conform's list buttons (add, remove, move a slot) send a list's name and an index in the `__intent__`
 * field: they are held to the same rules.
 */
export const MAX_LIST_ITEMS = 1_000
export const MAX_NAME_DEPTH = 8
export const MAX_FORM_FIELDS = 1_000

/** Conform's own field for its list buttons (INTENT in @conform-to/dom). */
const CONFORM_INTENT = '__intent__'

export const formFieldsMessage =
  'This form is not one this site sends, so it was not read. Nothing was changed.'

/** A field name's parts as Conform reads them: `a[2].b` is `a`, 2, `b`; `a[]` is `a`, ''. */
function nameParts(name: string): Array<string | number> {
  const parts: Array<string | number> = []
  // Conform's own reading (parsePath in @conform-to/dom); a name it cannot read, it skips.
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) {
    if (key !== undefined) parts.push(key)
    else parts.push(index === '' ? '' : Number(index))
  }
  return parts
}

/**
 * Counts a request's fields as they come, one call of `add` per field (its name, and its value for
 * Conform's `__intent__`): `add` answers the first rule broken, or null.
 */
export function fieldCheck({ maxFields = MAX_FORM_FIELDS } = {}) {
  let fields = 0
  let items = 0
  // The longest each list has been made so far, by the list's place (`slots`, `slots[3].points`).
  const lists = new Map<string, number>()

  function addPath(parts: Array<string | number>): string | null {
    if (parts.length > MAX_NAME_DEPTH) return 'a field name with too many parts'
    let place = ''
    for (const part of parts) {
      if (typeof part === 'number') {
        // A number too long to be exact is as far out of range as any.
        if (!Number.isSafeInteger(part) || part >= MAX_LIST_ITEMS) return 'a list index out of range'
        const length = lists.get(place) ?? 0
        if (part + 1 > length) {
          items += part + 1 - length
          lists.set(place, part + 1)
          if (items > MAX_LIST_ITEMS) return 'lists longer than any form sends'
        }
        place += `[${part}]`
      } else {
        place += `.${part}`
      }
    }
    return null
  }

  function addIntent(value: unknown): string | null {
    if (typeof value !== 'string') return 'an unreadable list button'
    let intent: unknown
    try {
      intent = JSON.parse(value)
    } catch {
      return 'an unreadable list button'
    }
    const payload = (intent as { payload?: unknown } | null)?.payload
    if (typeof payload !== 'object' || payload === null) return null
    const { name, index, from, to } = payload as Record<string, unknown>
    for (const position of [index, from, to]) {
      if (position === undefined) continue
      if (!Number.isSafeInteger(position) || (position as number) < 0) return 'a list index out of range'
      if ((position as number) >= MAX_LIST_ITEMS) return 'a list index out of range'
    }
    if (name === undefined) return null
    if (typeof name !== 'string') return 'an unreadable list button'
    const parts = nameParts(name)
    return addPath(typeof index === 'number' ? [...parts, index] : parts)
  }

  return {
    add(name: string, value?: unknown): string | null {
      fields += 1
      if (fields > maxFields) return 'more fields than any form sends'
      if (name === CONFORM_INTENT) return addIntent(value)
      return addPath(nameParts(name))
    },
  }
}

/** The first rule the fields break, or null: see fieldCheck. */
export function formFieldsProblem(
  fields: Iterable<[string, unknown]>,
  options?: { maxFields?: number },
): string | null {
  const check = fieldCheck(options)
  for (const [name, value] of fields) {
    const problem = check.add(name, value)
    if (problem) return problem
  }
  return null
}
