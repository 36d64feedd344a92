import type { LoaderFunctionArgs } from '@remix-run/node'
import { listJudgeRecords, scoringErrors } from '~/features/judging/scores.server'
import { jsonError } from '~/infra/api.server'
import { requireJudge } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const judge = await requireJudge(request)
  // Scores of pending projects are not for a judge the organiser has not approved.
  if (!judge.isApproved) return jsonError(scoringErrors.awaitingApproval, 403)
  return Response.json(listJudgeRecords(db, judge.id))
}
