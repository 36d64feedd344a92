import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { useIsPending } from '~/components/forms/pending'
import { Button, Container } from '~/components/ui'
import { unlistedPageMeta } from '~/utils/page-meta'
import { loadVoteCodePage, openBallotByCode, privateHeaders } from '~/features/showcase/vote-code-page.server'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import type { RouteHandle } from '~/utils/handle'
import { passActionHeaders } from '~/infra/headers'

// /vote: where a People's Choice ballot's short code is typed (docs/decisions/0032). A right code leads to
// the ballot's page; every wrong code gets the same answer; past their counts, codes wait for their turn.

export const meta: MetaFunction = () => unlistedPageMeta('showcase.vote.title')

export const handle: RouteHandle = { i18n: ['showcase'] }

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(passActionHeaders(args))
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value)
  return headers
}

export const loader = ({ request }: LoaderFunctionArgs) => loadVoteCodePage(request)

export const clientLoader = loadWords(['showcase'])

export const action = ({ request, context }: ActionFunctionArgs) => openBallotByCode(request, context)

export default function TypeYourCode() {
  const actionData = useActionData<typeof action>()
  // Busy from the press until the next page is in: a second press would only send the same form again.
  const sending = useIsPending({ state: 'non-idle' })
  const t = useT()
  return (
    <Container className="max-w-lg py-10 sm:py-16">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">
        {t('showcase.vote.title')}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
        {t('showcase.vote.heading')}
      </h1>
      <p className="mt-3 text-slate-700">{t('showcase.vote.intro')}</p>
      <Form method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="ballot-code" className="block font-semibold text-slate-900">
            {t('showcase.vote.code')}
          </label>
          <input
            id="ballot-code"
            name="code"
            required
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={actionData ? true : undefined}
            aria-describedby={actionData ? 'ballot-code-error' : undefined}
            className="mt-1 block min-h-12 w-full rounded-xl border border-slate-300 px-3 font-mono text-xl tracking-widest uppercase"
          />
          {actionData ? (
            <p id="ballot-code-error" role="alert" className="mt-2 font-medium text-red-700">
              {actionData.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={sending}>
          {t('showcase.vote.open')}
        </Button>
      </Form>
    </Container>
  )
}
