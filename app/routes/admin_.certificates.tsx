import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { EventDatePassed, passedEventDate } from '~/components/admin/event/event-date-passed'
import { Certificate } from '~/components/awards/certificate'
import { buttonClasses } from '~/components/ui'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { listCertificates } from '~/features/results/awards.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { AWARD_PLACES_RANGE, awardsHref, parseAwardsQuery } from '~/features/results/awards'
import {
  leaderboardRankingLabels,
  leaderboardRankings,
  type LeaderboardRanking,
} from '~/features/judging/judging-settings'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { eventDetailsFor } from '~/features/event/event-details.server'
import certificatesStyles from '~/styles/certificates.css'
import { loadWords } from '~/i18n/client-catalogues'
import type { RouteHandle } from '~/utils/handle'

// /admin/certificates: one A4 landscape certificate per approved project, ready to print
// (docs/decisions/0016-awards-reveal.md). ?places=3&ranking=raw say which places are written on them.

// The date-is-past notice speaks the Event tab's words (EventDatePassed).
export const handle: RouteHandle = { ...printPageHandle, i18n: ['event'] }
export const clientLoader = loadWords(['event'])

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

const noCertificate = {
  title: 'No approved project yet',
  text: 'A certificate is made for every approved project. Approve projects on the dashboard first.',
  action: { to: '/admin', label: 'Back to the admin dashboard' },
}

export default function Certificates() {
  const { places, ranking, certificates, passedDate } = useLoaderData<typeof loader>()
  return (
    <PrintPage
      title="Certificates"
      summary={{ one: 'certificate', many: 'certificates', each: 'one A4 landscape page each' }}
      print={{ label: 'Print certificates', paper: 'landscape' }}
      controls={<CertificateControls places={places} ranking={ranking} passedDate={passedDate} />}
      empty={noCertificate}
    >
      {certificates.map((certificate) => (
        <Certificate key={certificate.id} certificate={certificate} />
      ))}
    </PrintPage>
  )
}

/** Which places the certificates name, by which ranking; and a word when the event's date is past. */
function CertificateControls({
  places,
  ranking,
  passedDate,
}: {
  places: number
  ranking: LeaderboardRanking
  passedDate: string | null
}) {
  return (
    <>
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
    </>
  )
}
