import { createCookie } from '@remix-run/node'
import { sessionSecret } from '~/infra/env.server'
import { isSecureRequest } from '~/infra/request.server'

// With their tokens, 30 entries stay well under a browser's 4 KB per cookie.
const MAX_REMEMBERED = 30

// The browser that submitted a project may follow it before it is approved (docs/rules.md#who-may-see-what).
// A signed cookie lists its ids; no account is needed. Since the private links each entry also carries the
// project's private link token, so "Your submissions" can show the link again: it is the family's own, in
// their own browser (httpOnly, signed), and the server keeps only its hash.
const submissionsCookie = createCookie('sc_submissions', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 365,
  secrets: [sessionSecret()],
})

/** An entry: a project id (a cookie from before the private links), or the id with its private link token. */
type Entry = number | { id: number; token: string }

const idOf = (entry: Entry) => (typeof entry === 'number' ? entry : entry.id)

async function readEntries(request: Request): Promise<Entry[]> {
  const value: unknown = await submissionsCookie.parse(request.headers.get('cookie'))
  if (!Array.isArray(value)) return []
  return value.filter((entry): entry is Entry => {
    const id: unknown = typeof entry === 'object' && entry !== null ? entry.id : entry
    const tokenOk = typeof entry !== 'object' || entry === null || typeof entry.token === 'string'
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && tokenOk
  })
}

export async function getOwnedProjectIds(request: Request): Promise<number[]> {
  return (await readEntries(request)).map(idOf)
}

/** This browser's private link tokens, by project id. */
export async function getOwnedLinks(request: Request): Promise<Map<number, string>> {
  const links = new Map<number, string>()
  for (const entry of await readEntries(request)) {
    if (typeof entry !== 'number') links.set(entry.id, entry.token)
  }
  return links
}

/** The Set-Cookie value that adds a project to this browser's list (newest first). */
export async function rememberSubmission(request: Request, projectId: number, token?: string) {
  const entries = await readEntries(request)
  const entry: Entry = token ? { id: projectId, token } : projectId
  const next = [entry, ...entries.filter((e) => idOf(e) !== projectId)].slice(0, MAX_REMEMBERED)
  return submissionsCookie.serialize(next, { secure: isSecureRequest(request) })
}
