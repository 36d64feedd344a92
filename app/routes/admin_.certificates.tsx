import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { EventDatePassed, passedEventDate } from '~/components/admin/event/event-date-passed'
import { Certificate } from '~/components/awards/certificate'
import { Button, buttonClasses, cn } from '~/components/ui'
import { listCertificates } from '~/models/awards.server'
import { getJudgingSettings } from '~/models/judging-settings.server'
import { AWARD_PLACES_RANGE, awardsHref, parseAwardsQuery } from '~/schemas/awards'
import { leaderboardRankingLabels, leaderboardRankings } from '~/schemas/judging-settings'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { eventDetailsFor } from '~/services/event-details.server'
import { printPageHandle, printPageLinks, printPageMeta } from '~/utils/print-page'
import { useHydrated } from '~/utils/use-hydrated'
import certificatesStyles from '~/styles/certificates.css'

// /admin/certificates: one A4 landscape certificate per approved project, ready to print
// (docs/decisions/0016-awards-reveal.md). ?places=3&ranking=raw say which places are written on them.

export const handle = printPageHandle

export const links = printPageLinks(certificatesStyles)

export const meta = printPageMeta('Certificates')

const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const settings = getJudgingSettings(db)
  const { places, ranking } = parseAwardsQuery(new URL(request.url).searchParams, settings.leaderboardRanking)
  // The date every certificate prints: the organiser is told when it is a day gone by.
  const passedDate = passedEventDate(eventDetailsFor(context).values.event, new Date())
  return data(
    { places, ranking, certificates: listCertificates(db, { places, ranking }), passedDate },
    { headers: noStore },
  )
}

export default function Certificates() {
  const { places, ranking, certificates, passedDate } = useLoaderData<typeof loader>()
  const count = certificates.length
  return (
    <div className="min-h-screen bg-slate-200">
      <header className="print-screen-only border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
          <Link to="/admin" className="text-sm font-semibold text-indigo-700 hover:underline">
            ← Admin
          </Link>
          <div className="min-w-48 flex-1">
            <h1 className="text-2xl font-extrabold tracking-tight">Certificates</h1>
            <p className="text-slate-600">
              {count} {count === 1 ? 'certificate' : 'certificates'}, one A4 landscape page each
            </p>
          </div>
          {count > 0 ? <PrintControl /> : null}
        </div>
        <Form
          method="get"
          className="mx-auto flex max-w-6xl flex-wrap items-end gap-4 px-4 pb-4 text-sm sm:px-6"
        >
          <label className="flex flex-col gap-1 font-semibold">
            Places written on them
            <select
              name="places"
              defaultValue={places}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 font-normal"
            >
              {Array.from({ length: AWARD_PLACES_RANGE.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  Top {n}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 font-semibold">
            Ranking
            <select
              name="ranking"
              defaultValue={ranking}
              className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 font-normal"
            >
              {leaderboardRankings.map((value) => (
                <option key={value} value={value}>
                  {leaderboardRankingLabels[value]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClasses('secondary', 'sm')}>
            Update
          </button>
          <Link
            to={awardsHref({ places, ranking, step: 0 })}
            className="min-h-10 content-center text-indigo-700 hover:underline"
          >
            The awards reveal
          </Link>
        </Form>
        {passedDate ? (
          <div className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
            <EventDatePassed dateLabel={passedDate} changeHref="/admin/event#event" />
          </div>
        ) : null}
      </header>
      {count === 0 ? (
        <div className="mx-auto max-w-xl px-4 py-20 text-center">
          <h2 className="text-2xl font-bold">No approved project yet</h2>
          <p className="mt-2 text-slate-600">
            A certificate is made for every approved project. Approve projects on the dashboard first.
          </p>
          <Link to="/admin" className={cn(buttonClasses('primary', 'md'), 'mt-6')}>
            Back to the admin dashboard
          </Link>
        </div>
      ) : (
        <div className="print-sheets flex flex-col items-center gap-8 px-4 py-8">
          {certificates.map((certificate) => (
            <Certificate key={certificate.id} certificate={certificate} />
          ))}
        </div>
      )}
    </div>
  )
}

/** Print with JavaScript; without it, what to choose in the browser's own print dialog. */
function PrintControl() {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <p className="max-w-xs text-sm text-slate-600">
        Use your browser’s Print command: landscape, no margins, background graphics on.
      </p>
    )
  }
  return (
    <Button onClick={() => window.print()} size="lg">
      Print certificates
    </Button>
  )
}
