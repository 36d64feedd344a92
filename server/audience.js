/**
 * Who an answer is for: everyone (it may be cached and shared), or one person (never stored anywhere).
 * One rule for the HTTP server's page cache and headers (server/app.js) and for the app's own pages and
 * their data (app/entry.server.tsx, which applies it under plain remix-serve too), so the two can never
 * disagree. What is public: docs/rules.md#who-may-see-what; the edge: docs/decisions/0008-express-server-edge.md.
 */
import { parse } from 'cookie'
import { routePath } from '../app/infra/route-paths.js'

/** Our cookies: the signed-in session, a pending notice, the browser's own submissions. */
export const cookieNames = { session: 'sc_session', toast: 'sc_toast', submissions: 'sc_submissions' }

/**
 * What a public page's language follows (app/infra/cookies/language.server.ts): the visitor's choice (the
 * `sc_lang` cookie, which is nobody's own page: it is not among the names above) and their browser's
 * languages. The page cache keeps each apart.
 */
export function languageKey(cookieHeader, acceptLanguage) {
  const chosen = cookieHeader ? (parse(cookieHeader).sc_lang ?? '') : ''
  return `${chosen}|${acceptLanguage ?? ''}`
}
const ourNames = Object.values(cookieNames)

/**
 * Whether a Cookie header carries one of our cookies. Read with the parser the app reads them with
 * (`cookie`, as Remix's createCookie does, which trims names), and, because a page stored by a shared cache
 * is shown to everyone, also on any mention of our names at all, however spelt ("sc_session =", "SC_TOAST").
 */
export function carriesOurCookie(cookieHeader) {
  if (!cookieHeader) return false
  const lower = cookieHeader.toLowerCase()
  if (ourNames.some((name) => lower.includes(name))) return true
  return Object.keys(parse(cookieHeader)).some((name) => ourNames.includes(name.trim().toLowerCase()))
}

// Pages and JSON answers that are the same for every anonymous visitor. `.data` is Remix's client-side
// navigation request for the same page.
const publicPaths = [
  /^\/(?:feed|challenge-info|agenda|ai-playbook|home)?(?:\.data)?$/,
  /^\/_root\.data$/,
  /^\/project\/\d{1,9}(?:\.data)?$/,
  /^\/api\/(?:leaderboard|projects|scoring\/criteria)$/,
]

// Pages and JSON that belong to a judge or the organiser, whoever asks (a login form included).
const personalPaths = /^\/(?:admin|judge-|api\/admin\/|api\/judges|my-project\/|vote(?:[/.]|$))/

const pathOf = (url) => url.split('?', 1)[0]

/** A public answer: the same for every anonymous visitor, so it must say it varies with the Cookie. */
export const isPublicPath = (url) => publicPaths.some((pattern) => pattern.test(pathOf(url)))

/** Whether a request may be answered from the shared page cache (and its answer stored in it). */
export function isCacheable(method, url, cookieHeader) {
  return method === 'GET' && !carriesOurCookie(cookieHeader) && isPublicPath(url)
}

/** An answer for one person: a signed-in judge or organiser, a family with a notice or submissions. */
export function isPersonal(url, cookieHeader) {
  // Read as the router reads it (app/infra/route-paths.js): `/My-Project/…` is a family's page too. A public page
  // is only ever one spelt as above: an odd spelling is never shared.
  return carriesOurCookie(cookieHeader) || personalPaths.test(routePath(url))
}

/**
 * The caching headers an answer needs, when the route set none of its own, so that no cache, shared or the
 * browser's, hands one person's page to the next visitor:
 * personal answers `private, no-store`; public pages and JSON `Vary: Cookie`, since the same address
 * shows a family their own submissions.
 * @returns {{ cacheControl: string | null, varyCookie: boolean }}
 */
export function cachingFor(url, cookieHeader) {
  return {
    cacheControl: isPersonal(url, cookieHeader) ? 'private, no-store' : null,
    varyCookie: isPublicPath(url),
  }
}
