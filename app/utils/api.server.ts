/** Every API error is JSON `{ message }` with a fitting status (DESIGN.md §7). */
export function jsonError(
  message: string,
  status: number,
  extra?: Record<string, unknown>,
  init?: ResponseInit,
) {
  return Response.json({ message, ...extra }, { ...init, status })
}

export function methodNotAllowed(allow: string[]) {
  return jsonError('Method not allowed', 405, undefined, { headers: { Allow: allow.join(', ') } })
}

export const notFound = (what = 'Not found') => jsonError(what, 404)

/** A positive integer route id, or null. */
export function parseId(value: string | undefined) {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
