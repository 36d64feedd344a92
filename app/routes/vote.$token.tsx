import { data, redirect } from '@remix-run/node'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { BallotConfirm, BallotStatus } from '~/components/vote/ballot'
import { BallotChoices, BallotSearch } from '~/components/vote/ballot-list'
import { ErrorPage } from '~/components/error-page'
import { Container } from '~/components/ui'
import { translatorFor } from '~/features/event/page-language.server'
import { ballotPage, openBallot, voteWith } from '~/features/showcase/ballot-page.server'
import {
  ballotHref,
  ballotQuerySchema,
  voidBallotMessage,
  votingClosedMessage,
  voteSchema,
} from '~/features/showcase/ballots'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import { db } from '~/infra/db.server'
import { readFormData } from '~/infra/body.server'
import type { RouteHandle } from '~/utils/handle'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'

// /vote/<token>: a People's Choice ballot, opened by its QR code or its typed code (docs/decisions/0032).
// Search or page through the list, choose a project, confirm, and read "Your vote" at the top and on the
// project in the list; change it while voting is open. Plain links and forms, so it works without
// JavaScript. The address is the ballot: no cache keeps it, no Referer carries it.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta(metaT()('showcase.ballot.title'))

export const handle: RouteHandle = { i18n: ['showcase'] }

function ballotFor(token: string | undefined) {
  const ballot = openBallot(db, token)
  if (!ballot) throw data(null, { status: 404, headers: secretAddressHeaders })
  return ballot
}

const queryOf = (request: Request) =>
  ballotQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ballot = ballotFor(params.token)
  const query = queryOf(request)
  return data(
    { page: ballotPage(db, ballot, query), path: `/vote/${params.token}` },
    { headers: secretAddressHeaders },
  )
}

export const clientLoader = loadWords(['showcase'])

const refusals = {
  closed: { message: votingClosedMessage, status: 403 },
  void: { message: voidBallotMessage, status: 403 },
  'unknown-project': { message: 'showcase.ballot.unknownProject', status: 400 },
} as const

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ballot = ballotFor(params.token)
  const parsed = voteSchema.safeParse(Object.fromEntries(await readFormData(request)))
  const result = parsed.success ? voteWith(db, ballot, parsed.data.projectId) : 'unknown-project'
  // Back to the list where the project was chosen (its search and page came in the form's address).
  if (result === 'saved') {
    const { q, page } = queryOf(request)
    return redirect(ballotHref(`/vote/${params.token}`, { q, page }), {
      status: 303,
      headers: secretAddressHeaders,
    })
  }
  const { message, status } = refusals[result]
  const t = await translatorFor(request, context)
  return data({ message: t(message) }, { status, headers: secretAddressHeaders })
}

export default function Ballot() {
  const { page, path } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const t = useT()
  return (
    <Container width="form" className="py-6 sm:py-10">
      <p className="text-sm font-semibold tracking-widest text-indigo-700 uppercase">
        {t('showcase.vote.title')}
      </p>
      <BallotStatus page={page} refused={refused?.message} />
      {page.state === 'open' && page.confirm ? (
        <BallotConfirm path={path} query={page.query} project={page.confirm} vote={page.vote} />
      ) : null}
      {page.state === 'open' && page.list ? (
        <>
          <BallotSearch path={path} q={page.query.q} />
          <BallotChoices path={path} q={page.query.q} list={page.list} voteId={page.vote?.id ?? null} />
        </>
      ) : null}
    </Container>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const t = useT()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPage
        title={t('showcase.ballot.notFound.title')}
        message={t('showcase.ballot.notFound.message')}
      />
    )
  }
  return <ErrorPage title={t('error.failed.title')} message={t('showcase.ballot.failed')} />
}
