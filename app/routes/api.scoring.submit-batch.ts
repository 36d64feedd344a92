import type { ActionFunctionArgs } from '@remix-run/node'
import { ScoringError, scoringErrors, submitScoreBatch } from '~/features/judging/scores.server'
import { findProjectFor } from '~/features/submissions/projects.server'
import { notAppliedMessage, scoreBatchSchema } from '~/features/judging/scoring'
import { jsonError, methodNotAllowed, readJsonBody, requireMethod } from '~/infra/api.server'
import { requireJudge } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { languageFor } from '~/features/event/page-language.server'

// A tablet sends the evaluations it kept offline here, and forgets one only on this route's final answer
// (docs/decisions/0015): saved, or refused for what it is (its content, the judge's standing, scoring
// closed), which says `final: true`. Every other refusal (no session or another judge's, the cross-site
// check, a rate limit, a proxy's page) leaves it on the tablet, to be sent again.

const judgeViewer = { role: 'judge' as const, ownedProjectIds: [] }

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, 'POST')
  const judge = await requireJudge(request)
  const language = await languageFor(request, context)
  const batch = await readJsonBody(request, scoreBatchSchema, language).catch(async (refusal: unknown) => {
    // A body that cannot be read as a batch never will be.
    if (!(refusal instanceof Response)) throw refusal
    throw Response.json({ ...(await refusal.json()), final: true }, { status: refusal.status })
  })
  // Kept on a tablet for one judge, sent while another is signed in there: it waits for its own judge.
  if (batch.judgeId !== undefined && batch.judgeId !== judge.id) {
    return jsonError(scoringErrors.otherJudge, 403)
  }
  const { scores, batchId, ageMs } = batch
  try {
    // A batch sent again with its id answers exactly as the first time.
    const outcome = submitScoreBatch(db, judge, scores, { batchId, ageMs })
    const notApplied = outcome.skippedProjects.map((id) =>
      notAppliedMessage(findProjectFor(db, id, judgeViewer)?.name ?? `project ${id}`),
    )
    return Response.json({
      message:
        notApplied.length > 0 ? notApplied.join(' ') : 'Your evaluation has been recorded successfully.',
      ...outcome,
      ...(batchId ? { batchId } : {}),
    })
  } catch (error) {
    if (error instanceof ScoringError) return jsonError(error.message, error.status, { final: true })
    throw error
  }
}

// Nothing changes on GET: a link, a prefetch or a crawler must never change anything.
export const loader = () => methodNotAllowed(['POST'])
