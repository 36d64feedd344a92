import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { SubmissionForm } from '~/components/submission-form'
import { Container } from '~/components/ui'
import { site } from '~/content/site'
import { submitFromPage } from '~/models/submission-page.server'
import { passActionHeaders } from '~/utils/headers'

export const meta: MetaFunction = () => [
  { title: `Submit Your Innovation | ${site.challengeName}` },
  { name: 'description', content: 'Share your invention with the Science Innovation Challenge.' },
]

// A refused attempt's Retry-After reaches the browser (issue 11 L5).
export const headers = passActionHeaders

export const action = (args: ActionFunctionArgs) => submitFromPage(args)

export default function Submission() {
  const actionData = useActionData<typeof action>()
  return (
    <Container width="form" className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Submit Your Innovation
      </h1>
      <p className="mt-2 text-slate-600">
        Tell us about your invention. An organiser checks every project before it appears in the showcase.
      </p>
      <div className="mt-8">
        <SubmissionForm
          lastResult={actionData?.result}
          message={actionData?.message}
          filesChosen={actionData && 'filesChosen' in actionData ? actionData.filesChosen : undefined}
        />
      </div>
    </Container>
  )
}
