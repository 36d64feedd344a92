import { getJudge } from '~/features/accounts/judges.server'
import { roleOf, type Viewer } from '~/features/showcase/visibility.server'
import { db } from '~/infra/db.server'
import { getSession } from '~/infra/cookies/session.server'
import { getOwnedProjectIds } from '~/infra/cookies/own-submissions.server'

export type { Viewer }

/**
 * Who is asking (visibility.server.ts decides what they see). The judge's account is read on every
 * request, so approving, withdrawing approval or deleting a judge counts at once.
 */
export async function getViewer(request: Request): Promise<Viewer> {
  const ownedProjectIds = await getOwnedProjectIds(request)
  const cookie = request.headers.get('cookie')
  if (!cookie?.includes('sc_session=')) return { role: 'public', ownedProjectIds }
  const session = await getSession(request)
  const judgeId = session.get('judgeId')
  const role = roleOf({
    isAdmin: session.get('isAdmin') === true,
    judge: typeof judgeId === 'number' ? getJudge(db, judgeId) : null,
  })
  return { role, ownedProjectIds }
}
