import type { ActionFunctionArgs } from '@remix-run/node'
import { DuplicateEmailError } from '~/features/accounts/judges.server'
import { deleteJudge, updateJudgeByAdmin } from '~/features/accounts/judge-roster.server'
import { judgeAdminPatchSchema } from '~/features/admin/dashboard-forms'
import {
  jsonError,
  methodNotAllowed,
  notFound,
  parseId,
  readJsonBody,
  requireMethod,
} from '~/infra/api.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { languageFor } from '~/features/event/page-language.server'

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireMethod(request, 'PATCH', 'DELETE')
  await requireAdmin(request)
  const id = parseId(params.id)
  if (!id) return notFound('Judge not found')
  if (request.method === 'DELETE') {
    return deleteJudge(db, id)
      ? Response.json({ message: 'Judge deleted successfully' })
      : jsonError('Failed to delete judge', 404)
  }
  const language = await languageFor(request, context)
  const changes = await readJsonBody(request, judgeAdminPatchSchema, language)
  try {
    const judge = updateJudgeByAdmin(db, id, changes)
    return judge ? Response.json(judge) : jsonError('Failed to update judge', 404)
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(error.message, 409)
    throw error
  }
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['PATCH', 'DELETE'])
