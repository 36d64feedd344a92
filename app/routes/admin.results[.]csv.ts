import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventTimeZone } from '~/features/event/event-details.server'
import { resultsCsv } from '~/features/results/results-file.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { calendarDay } from '~/utils/time'

// 'Download results (CSV)' on the Grading Status tab.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const date = calendarDay(new Date(), eventTimeZone())
  return new Response(resultsCsv(db), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="challenge-results-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
