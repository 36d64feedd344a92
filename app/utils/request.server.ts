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

/**
 * Refuses a state-changing request sent by another site (defence in depth:
 * the cookies are SameSite=Lax already). Browsers say where a request comes
 * from in Sec-Fetch-Site, or at least in Origin; tools that send neither
 * (curl, the tests) are not browsers and carry no victim's cookies.
 */
export function isCrossSiteRequest(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === 'null') return true
  const forwardedHost = env.TRUST_PROXY
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : null
  const host = forwardedHost || request.headers.get('host') || new URL(request.url).host
  try {
    return new URL(origin).host !== host
  } catch {
    return true
  }
}
