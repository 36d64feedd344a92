import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { BallotChoices, BallotConfirm, BallotStatus } from '~/components/vote/ballot'
import { ErrorPage } from '~/components/error-page'
import { Container } from '~/components/ui'
import { ballotPage, openBallot, voteWith } from '~/models/ballot-page.server'
import { ballotQuerySchema, voidBallotMessage, votingClosedMessage, voteSchema } from '~/schemas/ballots'
import { db } from '~/services/db.server'
import { readFormData } from '~/utils/body.server'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'

// /vote/<token>: a People's Choice ballot, opened by its QR code or its typed code (docs/decisions/0032).
// Choose a project, confirm, and read "Your vote"; change it while voting is open. Plain links and forms,
// so it works without JavaScript. The address is the ballot: no cache keeps it, no Referer carries it.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta('Your ballot')

function ballotFor(token: string | undefined) {
  const ballot = openBallot(db, token)
  if (!ballot) throw data(null, { status: 404, headers: secretAddressHeaders })
  return ballot
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ballot = ballotFor(params.token)
  const query = ballotQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return data(
    { page: ballotPage(db, ballot, query), path: `/vote/${params.token}` },
    { headers: secretAddressHeaders },
  )
}

const refusals = {
  closed: { message: votingClosedMessage, status: 403 },
  void: { message: voidBallotMessage, status: 403 },
  'unknown-project': { message: 'Choose one of the projects on this page.', status: 400 },
} as const

export async function action({ request, params }: ActionFunctionArgs) {
  const ballot = ballotFor(params.token)
  const parsed = voteSchema.safeParse(Object.fromEntries(await readFormData(request)))
  const result = parsed.success ? voteWith(db, ballot, parsed.data.projectId) : 'unknown-project'
  if (result === 'saved')
    return redirect(`/vote/${params.token}`, { status: 303, headers: secretAddressHeaders })
  const { message, status } = refusals[result]
  return data({ message }, { status, headers: secretAddressHeaders })
}

export default function Ballot() {
  const { page, path } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  return (
    <Container className="max-w-2xl py-8 sm:py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">People’s Choice</p>
      <BallotStatus page={page} refused={refused?.message} />
      {page.state === 'open' && page.confirm ? (
        <BallotConfirm path={path} search={page.search} project={page.confirm} />
      ) : null}
      {page.state === 'open' && !page.confirm ? (
        <BallotChoices path={path} search={page.search} choices={page.choices} />
      ) : null}
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Ballot not found" message="Check the code on your ballot, or scan it again." />
  }
  return <ErrorPage title="Something went wrong" message="This page could not be shown. Please try again." />
}
