import type { LoaderFunctionArgs } from '@remix-run/node'
import { getGradingStats } from '~/models/results.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json(getGradingStats(db))
}
