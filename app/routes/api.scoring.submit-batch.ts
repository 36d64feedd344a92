import type { ActionFunctionArgs } from '@remix-run/node'
import { ScoringError, submitScoreBatch } from '~/models/judging.server'
import { scoreBatchSchema } from '~/schemas/scoring'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/utils/api.server'
import { requireJudge } from '~/services/auth.server'
import { db } from '~/services/db.server'

export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const judge = await requireJudge(request)
  const { scores, batchId, evaluatedAt } = await readJsonBody(request, scoreBatchSchema)
  try {
    // A batch sent again with its id answers exactly as the first time (issue 15).
    const { saved, skipped } = submitScoreBatch(db, judge, scores, { batchId, evaluatedAt })
    return Response.json({
      message: 'Your evaluation has been recorded successfully.',
      saved,
      skipped,
      ...(batchId ? { batchId } : {}),
    })
  } catch (error) {
    if (error instanceof ScoringError) return jsonError(error.message, error.status)
    throw error
  }
}

// Nothing changes on GET (DESIGN.md §2).
export const loader = () => methodNotAllowed(['POST'])
