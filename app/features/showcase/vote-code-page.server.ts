import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { translatorFor } from '~/features/event/page-language.server'
import { db } from '~/infra/db.server'
import { readFormData } from '~/infra/body.server'
import { typedCodeSchema, votingClosedMessage, wrongCodeMessage } from './ballots'
import { ballotByCode } from './ballots.server'
import { checkTypedCode, voterCookieFor } from './ballot-code-limit.server'
import { isVotingOpen } from './voting-state.server'

// /vote's loader and action, where a ballot's short code is typed (docs/decisions/0032): here, so that the
// route imports one server module (docs/decisions/0028).

/** No cache keeps the page, no Referer leaves it. */
export const privateHeaders = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' }

/** The page, and the voter's cookie for a browser that came without one. */
export async function loadVoteCodePage(request: Request) {
  const cookie = await voterCookieFor(request)
  return data(null, { headers: { ...privateHeaders, ...(cookie ? { 'Set-Cookie': cookie } : {}) } })
}

/**
 * A typed code: a right one leads to its ballot's page; every wrong code gets the same answer; past their
 * counts, codes wait for their turn.
 */
export async function openBallotByCode(request: Request, context: AppLoadContext) {
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
