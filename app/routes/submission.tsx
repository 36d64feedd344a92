import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SubmissionForm } from '~/components/submission-form'
import { ClosingNotice, SubmissionsShut } from '~/components/submission-window-notice'
import { Container } from '~/components/ui'
import { loadSubmissionPage, submitFromPage } from '~/features/submissions/submission-page.server'
import { passActionHeaders } from '~/infra/headers'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import { pageTitle } from '~/utils/page-meta'

export const meta: MetaFunction = () => [
  { title: pageTitle(metaT()('family.submit.title')) },
  { name: 'description', content: metaT()('family.submit.description') },
]

export const handle = { i18n: ['family'] }
export const clientLoader = loadWords(['family'])

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export const loader = ({ context }: LoaderFunctionArgs) => loadSubmissionPage(context)

export const action = (args: ActionFunctionArgs) => submitFromPage(args)

export default function Submission() {
  const { window: submissionWindow } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const t = useT()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('family.submit.title')}
      </h1>
      {submissionWindow.phase === 'open' ? (
        <>
          <p className="mt-2 text-slate-600">{t('family.submit.intro')}</p>
          <ClosingNotice
            view={submissionWindow}
            className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          />
          <div className="mt-8">
            <SubmissionForm
              lastResult={actionData?.result}
              message={actionData?.message}
              filesChosen={actionData && 'filesChosen' in actionData ? actionData.filesChosen : undefined}
            />
          </div>
        </>
      ) : (
        // Before the opening or after the closing the form gives way to the window's words and ways on.
        <SubmissionsShut view={submissionWindow} />
      )}
    </Container>
  )
}
