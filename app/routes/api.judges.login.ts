import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyJudgeLogin } from '~/features/accounts/judges.server'
import { judgeLoginSchema } from '~/features/accounts/judge'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { INVALID_CREDENTIALS } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { checkLoginLimit } from '~/features/accounts/login-limit.server'
import { startSession } from '~/infra/cookies/session.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const language = await languageFor(request, context)
  const { email, password } = await readJsonBody(request, judgeLoginSchema, language)
  const limit = await checkLoginLimit({ request, context }, { role: 'judge', email })
  if (limit.refused)
    return jsonError(limit.refused.message, limit.refused.status, undefined, {
      headers: limit.refused.headers,
    })
  const judge = await verifyJudgeLogin(db, email, password)
  if (!judge) return jsonError(INVALID_CREDENTIALS, 401)
  const device = await limit.signedIn()
  const { id, name, expertise, isActive } = judge
  return Response.json(
    { judge: { id, name, email: judge.email, expertise, isActive, isApproved: judge.isApproved } },
    {
      headers: [
        ['Set-Cookie', await startSession(request, { judgeId: judge.id })],
        ['Set-Cookie', device],
      ],
    },
  )
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
