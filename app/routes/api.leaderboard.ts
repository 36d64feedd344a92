import { getCachedLeaderboard } from '~/models/scoring.server'
import { db } from '~/utils/db.server'

export function loader() {
  return Response.json(getCachedLeaderboard(db))
}
