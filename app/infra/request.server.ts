import type { AppLoadContext } from '@remix-run/node'
import ipaddr from 'ipaddr.js'
import { isCrossSite } from './cross-site.js'
import { env } from './env.server'

/**
 * Whether the browser reached us over HTTPS. Our server puts the scheme it trusts into the request's URL;
 * behind a reverse proxy under plain remix-serve (TRUST_PROXY=1) the proxy says so in X-Forwarded-Proto.
 */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (!env.TRUST_PROXY) return false
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

/**
 * The client's address, what the rate limits count by (docs/rules.md#accounts-and-sessions), in one canonical
 * spelling (an IPv4-mapped IPv6 address as IPv4), or null when nothing trustworthy says it:
 * - our server's, from the socket (or, with TRUST_PROXY=1, the left-most X-Forwarded-For entry that the
 *   proxy wrote), passed in the load context;
 * - under plain remix-serve, which passes no context: the left-most X-Forwarded-For entry, only with
 *   TRUST_PROXY=1. A header is never believed otherwise: it would let anyone pick their own limit.
 */
export function clientAddress(request: Request, context: AppLoadContext = {}): string | null {
  const raw =
    context.clientAddress ??
    (env.TRUST_PROXY ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined)
  // Some proxies append the client's port: "1.2.3.4:5678", "[2001:db8::1]:5678".
  const address = raw?.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/^([\d.]+):\d+$/, '$1')
  if (!address || !ipaddr.isValid(address)) return null
  return ipaddr.process(address).toString()
}

/**
 * The site's own address for links sent to people (password resets, invitations) and written to the log
 * (docs/rules.md#secrets-and-logs): PUBLIC_URL, else the address this server listens on. Never a request's
 * Host or X-Forwarded-Host, which anyone can forge to send a judge's reset link to their own site.
 */
export function publicOrigin(): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  return new URL(`http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`).origin
}

/** The address a page names itself by (its og:image): PUBLIC_URL when set, else the one it was asked at. */
export function pageOrigin(request: Request): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : new URL(request.url).origin
}

/** isCrossSite (app/infra/cross-site.js) for a Fetch API request, with the server's proxy and address settings. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite((name) => request.headers.get(name), {
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    fallbackHost: new URL(request.url).host,
  })
}

/**
 * A page fetched ahead of a visit: the judges' service worker keeping their queue (`Purpose: prefetch`,
 * docs/decisions/0014), or the browser's own prefetch (`Sec-Purpose`). Not a visit: it must not use up
 * what a visit shows once, such as a pending notice.
 */
export function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? ''
  return /\bprefetch\b/i.test(purpose)
}
