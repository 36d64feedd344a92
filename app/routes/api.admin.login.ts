import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyAdminPassword } from '~/models/admin.server'
import { adminLoginSchema } from '~/schemas/admin'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { enforceRateLimit, rateLimits } from '~/utils/rate-limit.server'
import { startSession } from '~/services/session.server'

// DESIGN.md §5: takes { password } and ignores an `email` if one is sent.
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const { password } = await readJsonBody(request, adminLoginSchema)
  const limitKey = await enforceRateLimit({ request, context }, 'admin-login')
  if (!(await verifyAdminPassword(db, password))) return jsonError('Invalid password', 401)
  await rateLimits.refund('admin-login', limitKey)
  return Response.json(
    { message: 'Logged in successfully' },
    { headers: { 'Set-Cookie': await startSession(request, { isAdmin: true }) } },
  )
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
