import type { ActionFunctionArgs } from '@remix-run/node'
import { requestPasswordReset } from '~/features/accounts/password-reset.server'
import { forgotPasswordSchema } from '~/features/accounts/judge'
import { afterAnswer } from '~/infra/after-answer.server'
import { methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { db } from '~/infra/db.server'
import { enforceRateLimit } from '~/infra/rate-limit.server'
import { sessionSecret } from '~/infra/env.server'
import { mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  // The request's language (docs/languages.md): its refusals and the e-mail are written in it.
  const language = await languageFor(request, context)
  const { email } = await readJsonBody(request, forgotPasswordSchema, language)
  await enforceRateLimit({ request, context }, 'forgot-password', email)
  // The same answer whether or not the address belongs to a judge, in the same time: the look-up, the
  // token and the e-mail are made after it is sent.
  afterAnswer(context, 'Password reset request', () =>
    requestPasswordReset(db, email, { origin: publicOrigin(), secret: sessionSecret(), mailer, language }),
  )
  return Response.json({ message: 'Check your email for password reset instructions.' })
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
