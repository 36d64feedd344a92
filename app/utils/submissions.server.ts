import { createCookie } from '@remix-run/node'
import { sessionSecret } from './env.server'
import { isSecureRequest } from './request.server'

const MAX_REMEMBERED = 50

// DESIGN.md §3: the browser that submitted a project may follow it before it
// is approved. A signed cookie lists its ids; no account is needed.
const submissionsCookie = createCookie('sc_submissions', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 365,
  secrets: [sessionSecret()],
})

export async function getOwnedProjectIds(request: Request): Promise<number[]> {
  const value: unknown = await submissionsCookie.parse(request.headers.get('cookie'))
  if (!Array.isArray(value)) return []
  return value.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
}

/** The Set-Cookie value that adds a project to this browser's list (newest first). */
export async function rememberSubmission(request: Request, projectId: number) {
  const ids = await getOwnedProjectIds(request)
  const next = [projectId, ...ids.filter((id) => id !== projectId)].slice(0, MAX_REMEMBERED)
  return submissionsCookie.serialize(next, { secure: isSecureRequest(request) })
}
