import { listActiveCriteria } from '~/models/scoring.server'
import { db } from '~/utils/db.server'

export function loader() {
  return Response.json(listActiveCriteria(db))
}
