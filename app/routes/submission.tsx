import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { SubmissionForm } from '~/components/submission-form'
import { ClosingNotice, SubmissionsShut } from '~/components/submission-window-notice'
import { Container } from '~/components/ui'
import { site } from '~/content/site'
import { loadSubmissionPage, submitFromPage } from '~/features/submissions/submission-page.server'
import { passActionHeaders } from '~/infra/headers'

export const meta: MetaFunction = () => [
  { title: `Submit Your Innovation | ${site.challengeName}` },
  { name: 'description', content: 'Share your invention with the Science Innovation Challenge.' },
]

// A refused attempt's Retry-After reaches the browser: the 429 says when to try again.
export const headers = passActionHeaders

export const loader = ({ context }: LoaderFunctionArgs) => loadSubmissionPage(context)

export const action = (args: ActionFunctionArgs) => submitFromPage(args)

export default function Submission() {
  const { window: submissionWindow } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Submit Your Innovation
      </h1>
      {submissionWindow.phase === 'open' ? (
        <>
          <p className="mt-2 text-slate-600">
            Tell us about your invention. An organiser checks every project before it appears in the showcase.
          </p>
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
