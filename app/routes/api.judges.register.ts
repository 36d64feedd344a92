import type { ActionFunctionArgs } from '@remix-run/node'
import { createJudge, DuplicateEmailError } from '~/features/accounts/judges.server'
import { judgeRegistrationApiSchema } from '~/features/accounts/judge'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { db } from '~/infra/db.server'
import { enforceRateLimit } from '~/infra/rate-limit.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const language = await languageFor(request, context)
  const input = await readJsonBody(request, judgeRegistrationApiSchema, language)
  await enforceRateLimit({ request, context }, 'judge-register', input.email)
  try {
    const judge = await createJudge(db, { ...input, isApproved: false })
    return Response.json(
      { message: 'Your judge account has been created. You can now log in.', judge },
      { status: 201 },
    )
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(error.message, 409)
    throw error
  }
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
