import { getCachedLeaderboard, toLeaderboardEntry } from '~/models/scoring.server'
import { db } from '~/services/db.server'

export function loader() {
  return Response.json(getCachedLeaderboard(db).map(toLeaderboardEntry))
}
