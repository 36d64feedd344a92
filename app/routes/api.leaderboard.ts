import { getCachedLeaderboard } from '~/models/leaderboard.server'
import { toLeaderboardEntry } from '~/models/scoring.server'
import { db } from '~/services/db.server'

export function loader() {
  return Response.json(getCachedLeaderboard(db).map(toLeaderboardEntry))
}
