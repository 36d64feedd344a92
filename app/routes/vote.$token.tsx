import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react'
import { BallotConfirm, BallotStatus } from '~/components/vote/ballot'
import { BallotChoices, BallotSearch } from '~/components/vote/ballot-list'
import { ErrorPage } from '~/components/error-page'
import { Container } from '~/components/ui'
import { loadBallotPage, voteFromBallotPage } from '~/features/showcase/ballot-page.server'
import { loadWords } from '~/i18n/client-catalogues'
import { metaT, useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { secretAddressHeaders, secretAddressMeta } from '~/utils/secret-address'

// /vote/<token>: a People's Choice ballot, opened by its QR code or its typed code (docs/decisions/0032).
// Search or page through the list, choose a project, confirm, and read "Your vote" at the top and on the
// project in the list; change it while voting is open. Plain links and forms, so it works without
// JavaScript. The address is the ballot: no cache keeps it, no Referer carries it.

export const headers: HeadersFunction = () => secretAddressHeaders

export const meta: MetaFunction = () => secretAddressMeta(metaT()('showcase.ballot.title'))

export const handle: RouteHandle = { i18n: ['showcase'] }

export const loader = ({ request, params }: LoaderFunctionArgs) => loadBallotPage(request, params.token)

export const clientLoader = loadWords(['showcase'])

export const action = ({ request, params, context }: ActionFunctionArgs) =>
  voteFromBallotPage(request, context, params.token)

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
