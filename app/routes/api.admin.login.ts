import type { ActionFunctionArgs } from '@remix-run/node'
import { verifyAdminPassword } from '~/features/accounts/admin-account.server'
import { adminLoginSchema } from '~/features/admin/dashboard-forms'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { db } from '~/infra/db.server'
import { checkLoginLimit } from '~/features/accounts/login-limit.server'
import { startSession } from '~/infra/cookies/session.server'
import { languageFor } from '~/features/event/page-language.server'

// Takes { password } and ignores an `email` if one is sent: the admin signs in with the password alone.
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const language = await languageFor(request, context)
  const { password } = await readJsonBody(request, adminLoginSchema, language)
  const limit = await checkLoginLimit({ request, context }, { role: 'admin' })
  if (limit.refused)
    return jsonError(limit.refused.message, limit.refused.status, undefined, {
      headers: limit.refused.headers,
    })
  if (!(await verifyAdminPassword(db, password))) return jsonError('Invalid password', 401)
  const device = await limit.signedIn()
  return Response.json(
    { message: 'Logged in successfully' },
    {
      headers: [
        ['Set-Cookie', await startSession(request, { isAdmin: true })],
        ['Set-Cookie', device],
      ],
    },
  )
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
