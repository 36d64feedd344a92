import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { addJudge } from '~/models/judge-invitations.server'
import { DuplicateEmailError } from '~/models/judges.server'
import { listAdminJudges } from '~/models/judge-roster.server'
import { judgeAddSchema } from '~/schemas/admin'
import { jsonError, readJsonBody, requireMethod } from '~/utils/api.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { sessionSecret } from '~/utils/env.server'
import { mailer } from '~/utils/mailer.server'
import { publicOrigin } from '~/utils/request.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json(listAdminJudges(db))
}

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  await requireAdmin(request)
  const input = await readJsonBody(request, judgeAddSchema)
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
