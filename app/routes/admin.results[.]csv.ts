import type { LoaderFunctionArgs } from '@remix-run/node'
import { resultsCsv } from '~/models/results-file.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'

// 'Download results (CSV)' on the Grading Status tab.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const date = new Date().toISOString().slice(0, 10)
  return new Response(resultsCsv(db), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="challenge-results-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
