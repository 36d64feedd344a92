/**
 * Whether a page is written with the site's stylesheet in its head rather than linking it
 * (app/utils/inline-stylesheet.tsx, docs/decisions/0034).
 *
 * A visit that arrives from outside the site (an address typed or scanned from a QR code, a link in an
 * e-mail or on another site: the browser's Sec-Fetch-Site is `none`, `cross-site` or `same-site`) is most
 * likely a phone's first, with nothing of ours in its cache: a linked stylesheet would be one more request
 * before the first paint, over slow venue Wi-Fi. A page reached from one of ours (`same-origin`) links it:
 * the first page left it in the browser's cache. A browser that does not send the header gets the link, as
 * before.
 *
 * One rule for the page (app/entry.server.tsx) and the HTTP server's page cache (server/page-cache.js),
 * which keeps the two kinds of page apart.
 * @param {string | null | undefined} secFetchSite the request's Sec-Fetch-Site header
 */
export function arrivesFromOutside(secFetchSite) {
  return secFetchSite === 'none' || secFetchSite === 'cross-site' || secFetchSite === 'same-site'
}
