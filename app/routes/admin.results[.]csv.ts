import type { LoaderFunctionArgs } from '@remix-run/node'
import { eventTimeZone } from '~/models/event.server'
import { resultsCsv } from '~/models/results-file.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
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
