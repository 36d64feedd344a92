import { getOwnedProjectIds } from './submissions.server'

/**
 * Who is asking, as far as project visibility goes (DESIGN.md §3). The admin
 * and judge sessions join this when their sign-in exists.
 */
export type Viewer = {
  role: 'public' | 'judge' | 'admin'
  ownedProjectIds: number[]
}

export async function getViewer(request: Request): Promise<Viewer> {
  return { role: 'public', ownedProjectIds: await getOwnedProjectIds(request) }
}
