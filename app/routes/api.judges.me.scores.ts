import type { LoaderFunctionArgs } from '@remix-run/node'
import { listJudgeRecords, scoringErrors } from '~/models/judging.server'
import { jsonError } from '~/utils/api.server'
import { requireJudge } from '~/services/auth.server'
import { db } from '~/services/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const judge = await requireJudge(request)
  // Scores of pending projects are not for a judge the organiser has not approved.
  if (!judge.isApproved) return jsonError(scoringErrors.awaitingApproval, 403)
  return Response.json(listJudgeRecords(db, judge.id))
}
