import { isCrossSite } from '../../server/cross-site.js'
import { env } from './env.server'

/**
 * Whether the browser reached us over HTTPS. Behind a reverse proxy
 * (TRUST_PROXY=1) the proxy says so in X-Forwarded-Proto.
 */
export function isSecureRequest(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (!env.TRUST_PROXY) return false
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

/** The site's own address for links sent to people: PUBLIC_URL, else what the browser used. */
export function publicOrigin(request: Request): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin
  const url = new URL(request.url)
  if (env.TRUST_PROXY) {
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    if (host) return `${isSecureRequest(request) ? 'https' : 'http'}://${host}`
  }
  return url.origin
}

/** isCrossSite (server/cross-site.js) for a Fetch API request, with the server's proxy setting. */
export function isCrossSiteRequest(request: Request): boolean {
  return isCrossSite((name) => request.headers.get(name), {
    trustProxy: env.TRUST_PROXY,
    fallbackHost: new URL(request.url).host,
  })
}
