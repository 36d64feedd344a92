import type { ActionFunctionArgs } from '@remix-run/node'
import { requestPasswordReset } from '~/models/password-reset.server'
import { forgotPasswordSchema } from '~/schemas/judge'
import { afterAnswer } from '~/utils/after-answer.server'
import { methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { db } from '~/services/db.server'
import { enforceRateLimit } from '~/utils/rate-limit.server'
import { sessionSecret } from '~/utils/env.server'
import { mailer } from '~/utils/mailer.server'
import { publicOrigin } from '~/utils/request.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const { email } = await readJsonBody(request, forgotPasswordSchema)
  await enforceRateLimit({ request, context }, 'forgot-password', email)
  // The same answer whether or not the address belongs to a judge, in the same time: the look-up, the
  // token and the e-mail are made after it is sent.
  afterAnswer(context, 'Password reset request', () =>
    requestPasswordReset(db, email, { origin: publicOrigin(), secret: sessionSecret(), mailer }),
  )
  return Response.json({ message: 'Check your email for password reset instructions.' })
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
