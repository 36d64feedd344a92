import type { ActionFunctionArgs } from '@remix-run/node'
import { changeAdminPassword } from '~/features/accounts/admin-account.server'
import { changePasswordApiSchema } from '~/features/admin/dashboard-forms'
import { apiMessage, jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { enforceRateLimit, rateLimits } from '~/infra/rate-limit.server'
import { startSession } from '~/infra/cookies/session.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  await requireAdmin(request)
  const language = await languageFor(request, context)
  const { currentPassword, newPassword } = await readJsonBody(request, changePasswordApiSchema, language)
  // Guesses at the current password are limited like the login's, before bcrypt: a session left open must
  // not be a way to try passwords at will.
  const limitKey = await enforceRateLimit({ request, context }, 'change-password')
  const outcome = await changeAdminPassword(db, currentPassword, newPassword)
  // The refusal's message is a catalogue key, answered in the request's language.
  if (!outcome.ok) return jsonError(apiMessage(language, outcome.message), 400)
  await rateLimits.refund('change-password', limitKey)
  // Other admin sessions were revoked; this one continues under a new id.
  return Response.json(
    { message: 'Password updated successfully' },
    { headers: { 'Set-Cookie': await startSession(request, { isAdmin: true }) } },
  )
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
