import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { EventDatePassed, passedEventDate } from '~/components/admin/event/event-date-passed'
import { Certificate } from '~/components/awards/certificate'
import { buttonClasses } from '~/components/ui'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { listCertificates } from '~/features/results/awards.server'
import { getJudgingSettings } from '~/features/judging/judging-settings.server'
import { AWARD_PLACES_RANGE, awardsHref, parseAwardsQuery, rankingLabelKeys } from '~/features/results/awards'
import { leaderboardRankings, type LeaderboardRanking } from '~/features/judging/judging-settings'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { eventDetailsFor } from '~/features/event/event-details.server'
import certificatesStyles from '~/styles/certificates.css'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
import { placeWords } from '~/features/results/place-words.server'
import { useEventDay } from '~/components/event-day'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// /admin/certificates: one A4 landscape certificate per approved project, ready to print
// (docs/decisions/0016-awards-reveal.md). ?places=3&ranking=raw say which places are written on them.

export const handle: RouteHandle = { ...printPageHandle, i18n: ['print', 'event'] }
export const clientLoader = loadWords(['print', 'event'])

export const links = printPageLinks(certificatesStyles)

export const meta = printPageMeta('print.certificates.title')

const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const settings = getJudgingSettings(db)
  const { places, ranking } = parseAwardsQuery(new URL(request.url).searchParams, settings.leaderboardRanking)
  // The date every certificate prints: the organiser is told when it is a day gone by.
  const datePassed = passedEventDate(eventDetailsFor(context).values.event, new Date()) !== null
  const words = placeWords(await languageFor(request, context), await translatorFor(request, context))
  return data(
    { places, ranking, certificates: listCertificates(db, { places, ranking }, words), datePassed },
    { headers: noStore },
  )
}

export default function Certificates() {
  const { places, ranking, certificates, datePassed } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <PrintPage
      title={t('print.certificates.title')}
      summary={t('print.certificates.summary', { count: certificates.length })}
      print={{ label: t('print.certificates.print'), paper: t('print.paper.landscape') }}
      controls={<CertificateControls places={places} ranking={ranking} datePassed={datePassed} />}
      empty={{
        title: t('print.noApprovedProject'),
        text: t('print.certificates.empty'),
        action: { to: '/admin', label: t('print.backToDashboard') },
      }}
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
  datePassed,
}: {
  places: number
  ranking: LeaderboardRanking
  datePassed: boolean
}) {
  const t = useT()
  const day = useEventDay()
  return (
    <>
      <Form
        method="get"
        className="mx-auto flex max-w-6xl flex-wrap items-end gap-4 px-4 pb-4 text-sm sm:px-6"
      >
        <label className="flex flex-col gap-1 font-semibold">
          {t('print.certificates.places')}
          <select
            name="places"
            defaultValue={places}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 font-normal"
          >
            {Array.from({ length: AWARD_PLACES_RANGE.max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('print.top', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          {t('print.ranking')}
          <select
            name="ranking"
            defaultValue={ranking}
            className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 font-normal"
          >
            {leaderboardRankings.map((value) => (
              <option key={value} value={value}>
                {t(rankingLabelKeys[value])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClasses('secondary', 'sm')}>
          {t('print.certificates.update')}
        </button>
        <Link
          to={awardsHref({ places, ranking, step: 0 })}
          className="min-h-10 content-center text-indigo-700 hover:underline"
        >
          {t('print.reveal.title')}
        </Link>
      </Form>
      {datePassed ? (
        <div className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
          <EventDatePassed dateLabel={day} changeHref="/admin/event#event" />
        </div>
      ) : null}
    </>
  )
}
