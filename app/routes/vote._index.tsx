import { data, redirect } from '@remix-run/node'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { useIsPending } from '~/components/forms/pending'
import { Button, Container } from '~/components/ui'
import { unlistedPageMeta } from '~/utils/page-meta'
import { ballotByCode } from '~/features/showcase/ballots.server'
import { isVotingOpen } from '~/features/showcase/voting-state.server'
import { typedCodeSchema, votingClosedMessage, wrongCodeMessage } from '~/features/showcase/ballots'
import { checkTypedCode, voterCookieFor } from '~/features/showcase/ballot-code-limit.server'
import { translatorFor } from '~/features/event/page-language.server'
import { loadWords } from '~/i18n/client-catalogues'
import { useT } from '~/i18n/react'
import { db } from '~/infra/db.server'
import { readFormData } from '~/infra/body.server'
import type { RouteHandle } from '~/utils/handle'
import { passActionHeaders } from '~/infra/headers'

// /vote: where a People's Choice ballot's short code is typed (docs/decisions/0032). A right code leads to
// the ballot's page; every wrong code gets the same answer; past their counts, codes wait for their turn.

export const meta: MetaFunction = () => unlistedPageMeta('showcase.vote.title')

export const handle: RouteHandle = { i18n: ['showcase'] }

const privateHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(passActionHeaders(args))
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value)
  return headers
}

export async function loader({ request }: LoaderFunctionArgs) {
  const cookie = await voterCookieFor(request)
  return data(null, { headers: { ...privateHeaders, ...(cookie ? { 'Set-Cookie': cookie } : {}) } })
}

export const clientLoader = loadWords(['showcase'])

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await translatorFor(request, context)
  const answer = (message: string, status: number, headers: Record<string, string>) =>
    data({ message }, { status, headers: { ...privateHeaders, ...headers } })
  // Before a code is checked: a browser that came without a cookie gets one.
  const firstCookie = async (): Promise<Record<string, string>> => {
    const cookie = await voterCookieFor(request)
    return cookie ? { 'Set-Cookie': cookie } : {}
  }
  // Codes are checked only while voting is open: the hours in which anyone can guess are the event's
  // (docs/decisions/0032). A closed ballot would say no more than this anyway.
  if (!isVotingOpen(db)) return answer(t(votingClosedMessage), 403, await firstCookie())
  const parsed = typedCodeSchema.safeParse(Object.fromEntries(await readFormData(request)))
  if (!parsed.success) {
    return answer(t(parsed.error.issues[0]?.message ?? wrongCodeMessage), 400, await firstCookie())
  }
  const check = await checkTypedCode({ request, context }, () => ballotByCode(db, parsed.data.code))
  if (check.outcome === 'opened') {
    return redirect(`/vote/${check.found.token}`, { status: 303, headers: { 'Set-Cookie': check.cookie } })
  }
  if (check.outcome === 'busy') {
    const wait = check.retryAfterSeconds
    return answer(t('showcase.vote.busy', { count: wait }), 429, {
      'Retry-After': String(wait),
      'Set-Cookie': check.cookie,
    })
  }
  return answer(t(wrongCodeMessage), 400, { 'Set-Cookie': check.cookie })
}

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
