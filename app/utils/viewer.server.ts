import { getJudge } from '~/models/judges.server'
import { db } from './db.server'
import { getSession } from './session.server'
import { getOwnedProjectIds } from './submissions.server'

/** Who is asking, as far as project visibility goes (DESIGN.md §3). */
export type Viewer = {
  role: 'public' | 'judge' | 'admin'
  ownedProjectIds: number[]
}

export async function getViewer(request: Request): Promise<Viewer> {
  const ownedProjectIds = await getOwnedProjectIds(request)
  const cookie = request.headers.get('cookie')
  if (!cookie?.includes('sc_session=')) return { role: 'public', ownedProjectIds }
  const session = await getSession(request)
  if (session.get('isAdmin')) return { role: 'admin', ownedProjectIds }
  // DESIGN.md §5: a judge awaiting the organiser's approval sees what the public sees. The account is
  // read on every request, so approving, withdrawing approval or deleting a judge counts at once.
  const judgeId = session.get('judgeId')
  const judge = typeof judgeId === 'number' ? getJudge(db, judgeId) : undefined
  return { role: judge?.isApproved ? 'judge' : 'public', ownedProjectIds }
}
