import { listActiveCriteria } from '~/features/results/weighted-scores.server'
import { db } from '~/infra/db.server'

export function loader() {
  return Response.json(listActiveCriteria(db))
}
