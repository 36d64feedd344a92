import { data, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { SubmissionForm } from '~/components/submission-form'
import { Container } from '~/components/ui/section'
import { site } from '~/content/site'
import { submitProject } from '~/models/project-submission.server'
import { readProjectUpload } from '~/services/project-upload.server'
import { db } from '~/services/db.server'
import { fileStore } from '~/services/storage.server'
import { ownProjectTexts } from '~/schemas/own-project-fields'
import { handOverPrivateLink } from '~/services/private-link.server'
import { checkSuccessLimit } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { passActionHeaders } from '~/utils/headers'

export const meta: MetaFunction = () => [
  { title: `Submit Your Innovation | ${site.challengeName}` },
  { name: 'description', content: 'Share your invention with the Science Innovation Challenge.' },
]

// A refused attempt's Retry-After reaches the browser (issue 11 L5).
export const headers = passActionHeaders

export async function action({ request, context }: ActionFunctionArgs) {
  const limit = await checkSuccessLimit({ request, context }, 'project-submission')
  if (limit.refused) {
    return data(
      { result: undefined, message: limit.refused.message },
      { status: limit.refused.status, headers: limit.refused.headers },
    )
  }
  try {
    const read = await readProjectUpload(request, fileStore)
    const outcome = read.ok ? await submitProject(db, fileStore, read.upload, 'required') : read
    if (!outcome.ok) {
      return data(
        { result: outcome.result, message: outcome.message, filesChosen: outcome.filesChosen },
        { status: outcome.status },
      )
    }
    await limit.count()
    // Issue 17: the family's private link, in the notice and their browser's list (and their e-mail).
    const link = await handOverPrivateLink(request, outcome)
    return redirectWithToast(
      request,
      '/feed',
      {
        type: 'success',
        title: 'Success!',
        description: 'Your project has been submitted successfully.',
        link: { href: link.path, label: ownProjectTexts.keepLink },
      },
      { headers: { 'Set-Cookie': link.cookie } },
    )
  } catch (error) {
    console.error('Project submission failed', error)
    return data(
      { result: undefined, message: 'Failed to submit project. Please try again.' },
      { status: 500 },
    )
  }
}

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
