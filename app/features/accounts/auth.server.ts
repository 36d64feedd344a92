import { redirect } from '@remix-run/node'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { isApiPath } from '~/infra/route-paths.js'
import { getJudge, verifyJudgeLogin, type JudgeAccount } from '~/features/accounts/judges.server'
import { judgeLoginSchema } from '~/features/accounts/judge'
import { jsonError } from '~/infra/api.server'
import { db } from '~/infra/db.server'
import { getSession } from '~/infra/cookies/session.server'

export const INVALID_CREDENTIALS = 'Invalid credentials'

export const authenticator = new Authenticator<JudgeAccount>()

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = judgeLoginSchema.safeParse(Object.fromEntries(form))
    const judge = parsed.success ? await verifyJudgeLogin(db, parsed.data.email, parsed.data.password) : null
    // One answer for an unknown e-mail and a wrong password.
    if (!judge) throw new Error(INVALID_CREDENTIALS)
    return judge
  }),
  'judge-form',
)

// Read as the router reads it: `/API/judges/me` is the API too.
const isApi = (request: Request) => isApiPath(request.url)

/**
 * The signed-in judge, or the end of the request: pages are sent to
 * /judge-login, API calls get 401 (docs/rules.md#the-json-api).
 */
export async function requireJudge(request: Request): Promise<JudgeAccount> {
  const judge = await getSessionJudge(request)
  if (judge) return judge
  if (!isApi(request)) throw redirect('/judge-login')
  if ((await getSession(request)).get('isAdmin') === true) throw jsonError('Only judges can do this', 403)
  throw jsonError('Please log in as a judge', 401)
}

export async function getSessionJudge(request: Request) {
  const session = await getSession(request)
  const judgeId = session.get('judgeId')
  return typeof judgeId === 'number' ? getJudge(db, judgeId) : undefined
}

export async function isAdminSession(request: Request) {
  return (await getSession(request)).get('isAdmin') === true
}

/**
 * The admin, or the end of the request (docs/rules.md#the-json-api). Pages go to
 * /admin-login; API calls get 401 without a session and 403 with a judge's.
 */
export async function requireAdmin(request: Request): Promise<void> {
  const session = await getSession(request)
  if (session.get('isAdmin') === true) return
  if (!isApi(request)) throw redirect('/admin-login')
  if (typeof session.get('judgeId') === 'number') throw jsonError('Only the administrator can do this', 403)
  throw jsonError('Please log in as the administrator', 401)
}
