import type { HeadersFunction } from '@remix-run/node'

/**
 * A route's `headers` for pages whose action may refuse (429 with Retry-After): Remix keeps only
 * the cookies of an action's headers unless the route passes the rest on, for the page and its `.data` alike.
 */
export const passActionHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders)
  for (const name of ['Retry-After', 'Cache-Control']) {
    const value = actionHeaders.get(name)
    if (value) headers.set(name, value)
  }
  return headers
}
