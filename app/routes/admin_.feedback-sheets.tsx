import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { FeedbackSheet } from '~/components/feedback/feedback-sheet'
import { PrintPage, printPageHandle, printPageLinks, printPageMeta } from '~/components/forms/print-page'
import { listFeedbackSheets } from '~/features/results/feedback-sheets.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { db } from '~/infra/db.server'
import feedbackStyles from '~/styles/feedback-sheets.css'

// /admin/feedback-sheets: the judges' feedback for every approved project, one A4 portrait page each, for
// the organiser to print and hand out (docs/decisions/0049-feedback-for-families.md).

export const handle = printPageHandle

export const links = printPageLinks(feedbackStyles)

export const meta = printPageMeta('Feedback sheets')

const noStore = { 'Cache-Control': 'no-store' }
export const headers: HeadersFunction = () => noStore

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return data({ sheets: listFeedbackSheets(db) }, { headers: noStore })
}

const noSheet = {
  title: 'No approved project yet',
  text: 'A feedback sheet is made for every approved project. Approve projects on the dashboard first.',
  action: { to: '/admin', label: 'Back to the admin dashboard' },
}

export default function FeedbackSheets() {
  const { sheets } = useLoaderData<typeof loader>()
  const unscored = sheets.filter((sheet) => !sheet.scored).length
  return (
    <PrintPage
      back={{ to: '/admin?tab=grading', label: 'Grading Status' }}
      title="Feedback sheets"
      summary={{ one: 'feedback sheet', many: 'feedback sheets', each: 'one A4 portrait page each' }}
      note={
        unscored > 0 ? (
          <p className="text-sm text-amber-800">
            {unscored === 1
              ? '1 project has no score yet: its sheet says so.'
              : `${unscored} projects have no score yet: their sheets say so.`}
          </p>
        ) : null
      }
      print={{ label: 'Print feedback sheets', paper: 'A4 portrait' }}
      empty={noSheet}
    >
      {sheets.map((sheet) => (
        <FeedbackSheet key={sheet.projectId} sheet={sheet} look="paper" />
      ))}
    </PrintPage>
  )
}
