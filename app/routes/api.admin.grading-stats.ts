import type { LoaderFunctionArgs } from '@remix-run/node'
import { getGradingStats } from '~/models/results.server'
import { requireAdmin } from '~/utils/auth.server'
import { db } from '~/utils/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json(getGradingStats(db))
}
