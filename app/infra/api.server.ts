import { readJson } from './body.server'
import { isCrossSiteRequest } from './request.server'
import { catalogueT, englishT } from '~/i18n/catalogues.server'
import type { Language } from '~/i18n/languages'
import { writeMessage } from '~/i18n/messages'

// The API's messages are written in the request's language (docs/languages.md): its `sc_lang` cookie, else
// its Accept-Language among the languages the club offers, else the club's default (English unless the
// organiser chose another). This layer does not know the club's languages (docs/architecture.md): the route
// reads the request's (languageFor) and hands it to readJsonBody for a schema's messages, and writes a
// part's refusal with apiMessage before handing it to jsonError. The fixed words of the helpers below have
// no catalogue entry and stay as they are.

/** A message a catalogue names (a key, with or without values) written in `language`; other words as they are. */
export const apiMessage = (language: Language, message: string) => writeMessage(catalogueT(language), message)

/**
 * Every API error is JSON `{ message }` with a fitting status (docs/rules.md#the-json-api). A message a
 * catalogue names is written out in English (app/i18n/messages.ts); one written already (apiMessage) is
 * left as it is.
 */
export function jsonError(
  message: string,
  status: number,
  extra?: Record<string, unknown>,
  init?: ResponseInit,
) {
  return Response.json({ message: writeMessage(englishT, message), ...extra }, { ...init, status })
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

/**
 * The JSON body of a request (at most 64 KB, else 413), checked with a Zod schema: 415 for another
 * content type, 400 with the first problem's message for bad content, each problem's message written in
 * `language`, the request's (languageFor).
 */
export async function readJsonBody<T>(
  request: Request,
  schema: { safeParse(value: unknown): ZodResult<T> },
  language: Language,
) {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    throw jsonError('Send a JSON body (Content-Type: application/json)', 415)
  }
  let body: unknown
  try {
    body = await readJson(request)
  } catch (error) {
    if (error instanceof Response) throw error
    throw jsonError('The request body is not valid JSON', 400)
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    const issues = parsed.error.issues
    throw jsonError(apiMessage(language, issues[0]?.message ?? 'Invalid request'), 400, {
      errors: issues.map((issue) => ({
        path: issue.path.join('.'),
        message: apiMessage(language, issue.message),
      })),
    })
  }
  return parsed.data
}

type ZodResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } }

/** Every JSON action starts here: the right method, from this site (403 otherwise, nothing changed). */
export function requireMethod(request: Request, ...allowed: string[]) {
  if (!allowed.includes(request.method)) throw methodNotAllowed(allowed)
  if (isCrossSiteRequest(request)) throw jsonError('Cross-site requests are not allowed', 403)
}
