import type { EntryContext } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { preloadRouteAssets } from '../../app/infra/preload-headers.server'
import type { RouteHandle } from '../../app/utils/handle'

/** Just what preloadRouteAssets reads of Remix's context: a root and one page with its loader data. */
function context(handle: RouteHandle | undefined, data: unknown) {
  return {
    manifest: {
      entry: { module: '/build/entry.client.js', imports: ['/build/_shared/react.js'] },
      routes: {
        root: { module: '/build/root.js', imports: [] },
        'routes/feed': { module: '/build/routes/feed.js', imports: ['/build/_shared/card.js'] },
      },
    },
    routeModules: {
      root: { links: () => [{ rel: 'stylesheet', href: '/build/_assets/site.css' }] },
      'routes/feed': { handle },
    },
    staticHandlerContext: {
      matches: [{ route: { id: 'root' } }, { route: { id: 'routes/feed' } }],
      loaderData: { root: null, 'routes/feed': data },
    },
  } as unknown as EntryContext
}

const links = (headers: Headers) => (headers.get('link') ?? '').split(/,\s*(?=<)/).filter(Boolean)

describe('the page answer names its assets', () => {
  it("names the stylesheets, then the page's largest pictures from its loader data, then every script", () => {
    const handle: RouteHandle = {
      largestImages: (data) =>
        (data as { pictures: string[] }).pictures
          .slice(0, 2)
          .map((src, index) => ({ src, media: index ? '(min-width: 40rem)' : undefined })),
    }
    const headers = new Headers()
    preloadRouteAssets(context(handle, { pictures: ['/a.webp', '/b.webp', '/c.webp'] }), headers, [
      '/build/_assets/tailwind.css',
    ])
    expect(links(headers)).toEqual([
      '</build/_assets/tailwind.css>; rel=preload; as=style',
      '</build/_assets/site.css>; rel=preload; as=style',
      '</a.webp>; rel=preload; as=image; fetchpriority=high',
      '</b.webp>; rel=preload; as=image; fetchpriority=high; media="(min-width: 40rem)"',
      '</build/entry.client.js>; rel=modulepreload',
      '</build/_shared/react.js>; rel=modulepreload',
      '</build/root.js>; rel=modulepreload',
      '</build/routes/feed.js>; rel=modulepreload',
      '</build/_shared/card.js>; rel=modulepreload',
    ])
  })

  it('names no picture for a page without the handle, or whose data names none', () => {
    for (const [handle, data] of [
      [undefined, { pictures: [{ src: '/a.webp' }] }],
      [{ largestImages: () => [] }, null],
    ] as const) {
      const headers = new Headers()
      preloadRouteAssets(context(handle, data), headers, [])
      expect(links(headers).some((link) => link.includes('as=image'))).toBe(false)
    }
  })

  it("names no site stylesheet when the page carries it in its head, and still the routes' own", () => {
    const headers = new Headers()
    preloadRouteAssets(context(undefined, null), headers, [])
    expect(links(headers).filter((link) => link.includes('as=style'))).toEqual([
      '</build/_assets/site.css>; rel=preload; as=style',
    ])
  })
})
