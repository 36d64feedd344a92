import type { LoaderFunctionArgs } from '@remix-run/node'
import { resultsShownTo } from '~/features/judging/judging-settings.server'
import { getCachedLeaderboard, toPublicEntry } from '~/features/results/leaderboard.server'
import { db } from '~/infra/db.server'
import { getViewer } from '~/features/accounts/viewer.server'

export async function loader({ request }: LoaderFunctionArgs) {
  // Hidden until the awards: the usual list, with no entry in it, for all but the admin.
  if (!resultsShownTo(db, await getViewer(request))) return Response.json([])
  return Response.json(getCachedLeaderboard(db).map(toPublicEntry))
}
