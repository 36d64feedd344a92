import { refuse } from './refusal.js'

/**
 * Whether a state-changing request was sent by another site, which would act with a visitor's session
 * without their knowing (defence in depth: the cookies are SameSite=Lax already). Browsers say where a
 * request comes from in Sec-Fetch-Site, or at least in Origin; tools that send neither (curl, the tests)
 * are not browsers and carry no victim's cookies.
 * Shared by the HTTP server (every non-GET request) and the JSON API's own check.
 *
 * Browsers without Sec-Fetch-Site (Safari before 16.4, common on school iPads) are judged by Origin alone.
 * With the site's address known (PUBLIC_URL), Origin must be that address: a reverse proxy such as nginx
 * passes its upstream's name (127.0.0.1:3000) as Host unless told otherwise, which no browser's Origin
 * matches. Without it, Origin must name the host the request was sent to.
 *
 * @param {(name: string) => string | null | undefined} header a request header by lower-case name
 * @param {{ trustProxy: boolean, publicOrigin?: string, fallbackHost?: string }} options publicOrigin:
 *   PUBLIC_URL's origin (scheme, host and port), when set
 * @returns {boolean}
 */
export function isCrossSite(header, { trustProxy, publicOrigin, fallbackHost }) {
  const site = header('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = header('origin')
  if (!origin) return false
  if (origin === 'null') return true
  let sender
  try {
    sender = new URL(origin)
  } catch {
    return true
  }
  if (publicOrigin) return sender.origin !== publicOrigin
  const forwardedHost = trustProxy ? header('x-forwarded-host')?.split(',')[0]?.trim() : null
  return sender.host !== (forwardedHost || header('host') || fallbackHost)
}

/** The methods that may change something; every other one is a read. */
export const isWriteMethod = (method) => !['GET', 'HEAD', 'OPTIONS'].includes(method)

/**
 * Express middleware: a state-changing request from another site gets 403 and a short page saying nothing
 * was changed, before the app (and its body parsing) is reached.
 */
export function refuseCrossSite({ trustProxy, publicOrigin }) {
  return (req, res, next) => {
    if (!isWriteMethod(req.method) || !isCrossSite((name) => req.get(name), { trustProxy, publicOrigin }))
      return next()
    refuse(req, res, 403, {
      title: 'Request refused',
      message:
        'This form was sent from another website, so nothing was changed. Please use the form on this site.',
      apiMessage: 'Cross-site requests are not allowed',
    })
  }
}
