/**
 * What a route may say about the page around it, in its `handle` export. `chrome: 'none'` leaves out
 * the site's header and footer: the projector's reveal and the printed certificates are the whole page.
 */
export type RouteHandle = { chrome?: 'none' }

export function hidesSiteChrome(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === 'none')
}
