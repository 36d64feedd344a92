import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FeedbackSheet } from '~/components/feedback/feedback-sheet'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { listFeedbackSheets } from '~/features/results/feedback-sheets.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import { languageFor } from '~/features/event/page-language.server'
import feedbackStyles from '~/styles/feedback-sheets.css'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'

// /admin/feedback-sheets: the judges' feedback for every approved project, one A4 portrait page each, for
// the organiser to print and hand out (docs/decisions/0049-feedback-for-families.md).

export const handle: RouteHandle = { ...printPageHandle, i18n: ['print'] }

export const links = printPageLinks(feedbackStyles)

export const meta = printPageMeta('print.feedbackSheets.title')

const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const language = await languageFor(request, context)
  return data({ sheets: listFeedbackSheets(db, language) }, { headers: noStore })
}

export const clientLoader = loadWords(['print'])

export default function FeedbackSheets() {
  const { sheets } = useLoaderData<typeof loader>()
  const t = useT()
  const unscored = sheets.filter((sheet) => !sheet.scored).length
  return (
    <PrintPage
      back={{ to: '/admin?tab=grading', label: t('print.feedbackSheets.back') }}
      title={t('print.feedbackSheets.title')}
      summary={t('print.feedbackSheets.summary', { count: sheets.length })}
      note={
        unscored > 0 ? (
          <p className="text-sm text-amber-800">{t('print.feedbackSheets.unscored', { count: unscored })}</p>
        ) : null
      }
      print={{ label: t('print.feedbackSheets.print'), paper: t('print.paper.a4Portrait') }}
      empty={{
        title: t('print.noApprovedProject'),
        text: t('print.feedbackSheets.empty'),
        action: { to: '/admin', label: t('print.backToDashboard') },
      }}
    >
      {sheets.map((sheet) => (
        <FeedbackSheet key={sheet.projectId} sheet={sheet} look="paper" />
      ))}
    </PrintPage>
  )
}
