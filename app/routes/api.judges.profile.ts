import type { ActionFunctionArgs } from '@remix-run/node'
import { updateJudgeName } from '~/features/accounts/judges.server'
import { judgeProfileSchema } from '~/features/accounts/judge'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { requireJudge } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'PATCH')
  const judge = await requireJudge(request)
  const language = await languageFor(request, context)
  const { name } = await readJsonBody(request, judgeProfileSchema, language)
  const updated = updateJudgeName(db, judge.id, name)
  if (!updated) return jsonError('Failed to update profile. Please try again.', 404)
  const { id, email, expertise, isActive } = updated
  return Response.json({
    message: 'Your name has been updated successfully.',
    judge: { id, name: updated.name, email, expertise, isActive },
  })
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['PATCH'])
