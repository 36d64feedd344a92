import type { ActionFunctionArgs } from '@remix-run/node'
import { requestPasswordReset } from '~/models/password-reset.server'
import { forgotPasswordSchema } from '~/schemas/judge'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { enforceRateLimit } from '~/utils/rate-limit.server'
import { sessionSecret } from '~/utils/env.server'
import { mailer } from '~/utils/mailer.server'
import { publicOrigin } from '~/utils/request.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const { email } = await readJsonBody(request, forgotPasswordSchema)
  await enforceRateLimit({ request, context }, 'forgot-password', email)
  try {
    await requestPasswordReset(db, email, { origin: publicOrigin(), secret: sessionSecret(), mailer })
  } catch (error) {
    console.error('Password reset request failed', error)
    return jsonError('Unable to send reset email', 500)
  }
  // The same answer whether or not the address belongs to a judge.
  return Response.json({ message: 'Check your email for password reset instructions.' })
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
