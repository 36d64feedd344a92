import type { Namespace } from '~/i18n/namespaces'

/**
 * What a route may say about the page around it, in its `handle` export.
 * - `chrome: 'none'` leaves out the site's header and footer: the projector's reveal and the printed
 *   certificates are the whole page.
 * - `largestImages(data)` names, from the route's loader data, the pictures that are the page's largest
 *   paint: the server names them in the answer's headers ahead of the scripts (app/utils/preload-headers
 *   .server.ts), so that on HTTP/1.1's six connections they are not queued behind twenty script files;
 *   `media`, when only screens that match it show the picture in its largest paint.
 * - `i18n` names the catalogue parts the page needs: the server writes them into the page, and a client-side
 *   navigation loads them first (the route's clientLoader: app/i18n/client-catalogues.ts).
 */
export type RouteHandle = {
  chrome?: 'none'
  largestImages?: (data: unknown) => { src: string; media?: string }[]
  /** The catalogues' parts the page's words come from, beside `common` (docs/languages.md). */
  i18n?: readonly Namespace[]
}

export function hidesSiteChrome(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === 'none')
}
