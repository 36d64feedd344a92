import type { ActionFunctionArgs } from '@remix-run/node'
import { changeAdminPassword } from '~/models/admin.server'
import { changePasswordApiSchema } from '~/schemas/admin'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { requireAdmin } from '~/utils/auth.server'
import { db } from '~/utils/db.server'
import { startSession } from '~/utils/session.server'

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  await requireAdmin(request)
  const { currentPassword, newPassword } = await readJsonBody(request, changePasswordApiSchema)
  const outcome = await changeAdminPassword(db, currentPassword, newPassword)
  if (!outcome.ok) return jsonError(outcome.message, 400)
  // Other admin sessions were revoked; this one continues under a new id.
  return Response.json(
    { message: 'Password updated successfully' },
    { headers: { 'Set-Cookie': await startSession(request, { isAdmin: true }) } },
  )
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
