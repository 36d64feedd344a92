import type { LoaderFunctionArgs } from '@remix-run/node'
import { getGradingStats } from '~/features/results/grading.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return Response.json(getGradingStats(db))
}
