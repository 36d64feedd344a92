import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmissionWindowSection } from '~/components/admin/event/submission-window-section'
import { Container } from '~/components/ui'
import { site } from '~/content/site'
import { submissionWindowFields, submissionWindowView } from '~/models/submission-window.server'
import { submissionWindowIntents } from '~/services/admin/submission-window-intents.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'

// /admin/event: the Event tab, a route of its own with its own loader and action. Each section's forms
// send an `intent`, answered by that section's entry in `intents`.

export const meta: MetaFunction = () => [
  { title: `Event | Admin | ${site.challengeName}` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return {
    submissionWindow: { fields: submissionWindowFields(db), view: submissionWindowView(db, Date.now()) },
  }
}

type Handler = (typeof submissionWindowIntents)[keyof typeof submissionWindowIntents]
const intents: Record<string, (request: Request, form: FormData) => ReturnType<Handler>> = {
  ...submissionWindowIntents,
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const answer = typeof intent === 'string' && Object.hasOwn(intents, intent) ? intents[intent] : undefined
  if (!answer) return data({ intent: '', message: 'Unknown request.' }, { status: 400 })
  return answer(request, form)
}

export default function EventTab() {
  const { submissionWindow } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Container className="py-8 sm:py-10">
      <Link to="/admin" className="text-sm font-semibold text-indigo-700 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">Event</h1>
      <div className="mt-6 space-y-6">
        <SubmissionWindowSection
          {...submissionWindow}
          actionData={actionData?.intent === 'submission-window' ? actionData : undefined}
        />
      </div>
    </Container>
  )
}
