import type { EntryContext } from '@remix-run/node'
import type { RouteHandle } from '~/utils/handle'

/**
 * The page's stylesheets and scripts, named in its response headers (`Link: rel=preload`), so that a phone
 * starts fetching them when the answer's headers arrive rather than once it has read the page down to
 * Remix's <link rel="modulepreload"> tags at the end of the body: on slow venue Wi-Fi (150 ms a request,
 * HTTP/1.1's six connections at a time) that is the first 200 ms of the page's scripts (bench/results.md,
 * the phone table). The same lists Remix renders: the site's stylesheet when the page links it rather than
 * carrying it (app/utils/inline-stylesheet.tsx) and the matched routes' stylesheets, then the entry's and
 * every matched route's modules. remix-utils' preloadRouteAssets does this, but its Remix v2 line asks for
 * Zod 3 as a peer and we use Zod 4, so these few lines are ours.
 *
 * The scripts as `modulepreload`, as Remix's tags name them: the browser fetches each the way a module
 * script is fetched (so it never fetches a file twice) and can compile it as it arrives, while the rest
 * are still coming, instead of once the last has come. Measured on the phone table against `rel=preload;
 * as=script; crossorigin`: every page hydrated 30–70 ms sooner (7 visits a page each way).
 */
export function preloadRouteAssets(context: EntryContext, headers: Headers, siteStyles: string[]) {
  const { manifest, routeModules, staticHandlerContext } = context
  const matches = staticHandlerContext.matches
  const routeStyles = matches.flatMap((match) => {
    const links = routeModules[match.route.id]?.links?.() ?? []
    return links.flatMap((link) =>
      'rel' in link && link.rel === 'stylesheet' && typeof link.href === 'string' ? [link.href] : [],
    )
  })
  // Not manifest.url: the page carries the manifest inline, and never fetches that file.
  const scripts = [manifest.entry.module, ...manifest.entry.imports]
  for (const match of matches) {
    const route = manifest.routes[match.route.id]
    if (route) scripts.push(route.module, ...(route.imports ?? []))
  }
  for (const href of new Set([...siteStyles, ...routeStyles]))
    headers.append('Link', `<${href}>; rel=preload; as=style`)
  // After the stylesheet and before the scripts, so that they take the first free connections: the page's
  // largest paint waits for them alone, while the scripts only matter once all of them have come.
  for (const match of matches) {
    const handle = routeModules[match.route.id]?.handle as RouteHandle | undefined
    const data = staticHandlerContext.loaderData?.[match.route.id]
    for (const { src, media } of handle?.largestImages?.(data) ?? [])
      headers.append(
        'Link',
        `<${src}>; rel=preload; as=image; fetchpriority=high${media ? `; media="${media}"` : ''}`,
      )
  }
  for (const src of new Set(scripts))
    headers.append('Link', `<${src}>; rel=modulepreload`)
}
