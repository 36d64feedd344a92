import type { ActionFunctionArgs } from '@remix-run/node'
import { ScoringError, submitScoreBatch } from '~/models/judging.server'
import { scoreBatchSchema } from '~/schemas/scoring'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { requireJudge } from '~/services/auth.server'
import { db } from '~/services/db.server'

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const judge = await requireJudge(request)
  const { scores } = await readJsonBody(request, scoreBatchSchema)
  try {
    const { saved } = submitScoreBatch(db, judge, scores)
    return Response.json({ message: 'Your evaluation has been recorded successfully.', saved })
  } catch (error) {
    if (error instanceof ScoringError) return jsonError(error.message, error.status)
    throw error
  }
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
