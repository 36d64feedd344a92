import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { NewChallengeSection, NewDatesBanner } from '~/components/admin/event/new-challenge-section'
import { SubmissionWindowSection } from '~/components/admin/event/submission-window-section'
import { Container } from '~/components/ui'
import { site } from '~/content/site'
import { newChallengeSummary } from '~/models/new-challenge.server'
import { submissionWindowFields, submissionWindowView } from '~/models/submission-window.server'
import { newChallengeAction } from '~/services/admin/new-challenge-intent.server'
import { submissionWindowIntents } from '~/services/admin/submission-window-intents.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { readFormData } from '~/utils/body.server'

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
    newChallenge: newChallengeSummary(db),
  }
}

const intents = {
  ...submissionWindowIntents,
  'new-challenge': newChallengeAction,
}
const isIntent = (value: unknown): value is keyof typeof intents =>
  typeof value === 'string' && Object.hasOwn(intents, value)

// The session is checked before any form is read.
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (!isIntent(intent)) throw data({ message: 'Unknown action' }, { status: 400 })
  return intents[intent](request, form)
}

export default function EventTab() {
  const { submissionWindow, newChallenge } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const answered = actionData && 'intent' in actionData ? actionData : undefined
  return (
    <Container className="py-8 sm:py-10">
      <Link to="/admin" className="text-sm font-semibold text-indigo-700 hover:underline">
        ← Admin Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">Event</h1>
      <div className="mt-6 space-y-6">
        {newChallenge.datesToUpdate ? <NewDatesBanner /> : null}
        <SubmissionWindowSection
          {...submissionWindow}
          actionData={answered?.intent === 'submission-window' ? answered : undefined}
        />
        <NewChallengeSection
          summary={newChallenge}
          state={answered?.intent === 'new-challenge' ? answered : {}}
        />
      </div>
    </Container>
  )
}
