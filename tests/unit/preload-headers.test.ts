import type { EntryContext } from '@remix-run/node'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { InlineStylesheet, StylesheetTextProvider } from '../../app/utils/inline-stylesheet'
import { preloadRouteAssets } from '../../app/utils/preload-headers.server'
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
    routeModules: { root: {}, 'routes/feed': { handle } },
    staticHandlerContext: {
      matches: [{ route: { id: 'root' } }, { route: { id: 'routes/feed' } }],
      loaderData: { root: null, 'routes/feed': data },
    },
  } as unknown as EntryContext
}

const links = (headers: Headers) => (headers.get('link') ?? '').split(/,\s*(?=<)/).filter(Boolean)

describe('the page answer names its assets', () => {
  it("names the page's largest pictures first, from its loader data, then every script", () => {
    const handle: RouteHandle = {
      largestImages: (data) => (data as { pictures: string[] }).pictures.slice(0, 2),
    }
    const headers = new Headers()
    preloadRouteAssets(context(handle, { pictures: ['/a.webp', '/b.webp', '/c.webp'] }), headers)
    expect(links(headers)).toEqual([
      '</a.webp>; rel=preload; as=image; fetchpriority=high',
      '</b.webp>; rel=preload; as=image; fetchpriority=high',
      '</build/entry.client.js>; rel=preload; as=script; crossorigin=anonymous',
      '</build/_shared/react.js>; rel=preload; as=script; crossorigin=anonymous',
      '</build/root.js>; rel=preload; as=script; crossorigin=anonymous',
      '</build/routes/feed.js>; rel=preload; as=script; crossorigin=anonymous',
      '</build/_shared/card.js>; rel=preload; as=script; crossorigin=anonymous',
    ])
  })

  it('names no picture for a page without the handle, or whose data names none', () => {
    for (const [handle, data] of [
      [undefined, { pictures: ['/a.webp'] }],
      [{ largestImages: () => [] }, null],
    ] as const) {
      const headers = new Headers()
      preloadRouteAssets(context(handle, data), headers)
      expect(links(headers).some((link) => link.includes('as=image'))).toBe(false)
    }
  })
})

describe('the inline stylesheet', () => {
  const href = '/build/_assets/tailwind-TEST.css'

  it('writes the text the server read into the head, as it is', () => {
    const css = '.a>.b{color:red}'
    const html = renderToString(
      createElement(StylesheetTextProvider, { value: () => css }, createElement(InlineStylesheet, { href })),
    )
    expect(html).toBe(`<style data-href="${href}">${css}</style>`)
  })

  it('links the file when the server cannot read it', () => {
    const html = renderToString(
      createElement(
        StylesheetTextProvider,
        { value: () => undefined },
        createElement(InlineStylesheet, { href }),
      ),
    )
    expect(html).toBe(`<link rel="stylesheet" href="${href}"/>`)
  })
})
