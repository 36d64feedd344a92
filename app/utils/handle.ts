/**
 * What a route may say about the page around it, in its `handle` export.
 * - `chrome: 'none'` leaves out the site's header and footer: the projector's reveal and the printed
 *   certificates are the whole page.
 * - `largestImages(data)` names, from the route's loader data, the pictures that are the page's largest
 *   paint: the server names them in the answer's headers ahead of the scripts (app/utils/preload-headers
 *   .server.ts), so that on HTTP/1.1's six connections they are not queued behind twenty script files.
 */
export type RouteHandle = { chrome?: 'none'; largestImages?: (data: unknown) => string[] }

export function hidesSiteChrome(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === 'none')
}
