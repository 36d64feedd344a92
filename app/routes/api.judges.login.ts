import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyJudgeLogin } from '~/models/judges.server'
import { judgeLoginSchema } from '~/schemas/judge'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { INVALID_CREDENTIALS } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { enforceRateLimit, rateLimits } from '~/utils/rate-limit.server'
import { startSession } from '~/services/session.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const { email, password } = await readJsonBody(request, judgeLoginSchema)
  const limitKey = await enforceRateLimit({ request, context }, 'judge-login', email)
  const judge = await verifyJudgeLogin(db, email, password)
  if (!judge) return jsonError(INVALID_CREDENTIALS, 401)
  await rateLimits.refund('judge-login', limitKey)
  const { id, name, expertise, isActive } = judge
  return Response.json(
    { judge: { id, name, email: judge.email, expertise, isActive, isApproved: judge.isApproved } },
    { headers: { 'Set-Cookie': await startSession(request, { judgeId: judge.id }) } },
  )
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
