import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { addJudge } from '~/features/accounts/judge-invitations.server'
import { DuplicateEmailError } from '~/features/accounts/judges.server'
import { listAdminJudges } from '~/features/accounts/judge-roster.server'
import { judgeAddSchema } from '~/features/admin/dashboard-forms'
import { jsonError, readJsonBody, requireMethod } from '~/infra/api.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { mailer } from '~/infra/mailer.server'
import { publicOrigin } from '~/infra/request.server'
import { languageFor } from '~/features/event/page-language.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json(listAdminJudges(db))
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  await requireAdmin(request)
  const language = await languageFor(request, context)
  const input = await readJsonBody(request, judgeAddSchema, language)
  try {
    const judge = await addJudge(db, input, {
      origin: publicOrigin(),
      secret: sessionSecret(),
      mailer,
    })
    return Response.json({ message: 'Judge added successfully', judge }, { status: 201 })
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(error.message, 409)
    throw error
  }
}
