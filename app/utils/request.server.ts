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
