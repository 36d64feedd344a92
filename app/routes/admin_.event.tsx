import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Container } from '~/components/ui'
import { NewChallengeSection, NewDatesBanner } from '~/components/admin/event/new-challenge-section'
import { site } from '~/content/site'
import { newChallengeSummary } from '~/models/new-challenge.server'
import { newChallengeAction } from '~/services/admin/new-challenge-intent.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { readFormData } from '~/utils/body.server'

// /admin/event: the Event tab, a route of its own with its own loader and action.

export const meta: MetaFunction = () => [
  { title: `Event | ${site.challengeName}` },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  return { newChallenge: newChallengeSummary(db) }
}

// Each section's form names its intent; the session is checked before any form is read.
const intents = {
  'new-challenge': newChallengeAction,
}
const isIntent = (value: unknown): value is keyof typeof intents =>
  typeof value === 'string' && Object.hasOwn(intents, value)

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  if (!isIntent(intent)) throw data({ message: 'Unknown action' }, { status: 400 })
  return intents[intent](request, form)
}

export default function EventTab() {
  const { newChallenge } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <Container className="space-y-8 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900">Event</h1>
      {newChallenge.datesToUpdate ? <NewDatesBanner /> : null}
      <NewChallengeSection
        summary={newChallenge}
        state={
          actionData && 'intent' in actionData && actionData.intent === 'new-challenge' ? actionData : {}
        }
      />
    </Container>
  )
}
