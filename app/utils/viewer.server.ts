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
  const role = session.get('isAdmin')
    ? 'admin'
    : typeof session.get('judgeId') === 'number'
      ? 'judge'
      : 'public'
  return { role, ownedProjectIds }
}
