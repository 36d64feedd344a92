import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// The patches in patches/ (applied by patch-package at `npm install`) are re-made by hand for every update
// of the packages they patch; what each one buys is measured by `npm run bench -- --patches` and written in
// docs/decisions/0019. These tests fail when an installed package no longer carries a patch, or carries it
// but the cache it adds no longer works, so that an update cannot drop one unnoticed.
const root = path.resolve(import.meta.dirname, '..', '..')
const patchesDir = path.join(root, 'patches')
const require = createRequire(import.meta.url)

type Match = { params: Record<string, string>; route: { id: string } }
const { matchRoutes } = require('@remix-run/router/dist/router.cjs.js') as {
  matchRoutes: (routes: object[], location: string) => Match[] | null
}

describe('every patch in patches/', () => {
  const files = fs.readdirSync(patchesDir).filter((f) => f.endsWith('.patch'))

  it('is in the installed package: every line it adds is in the file it patches', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const text = fs.readFileSync(path.join(patchesDir, file), 'utf8')
      // patch-package's files are git diffs: one `+++ b/node_modules/…` header per patched file, then hunks.
      for (const part of text.split(/^\+\+\+ b\//m).slice(1)) {
        const [target = '', ...lines] = part.split('\n')
        const installed = fs.readFileSync(path.join(root, target), 'utf8')
        const added = lines.filter((l) => l.startsWith('+') && l.trim() !== '+').map((l) => l.slice(1))
        expect(added.length, `${file}: ${target}`).toBeGreaterThan(0)
        for (const line of added) expect(installed, `${file}: ${target}`).toContain(line)
      }
    }
  })
})

describe('the router patch (@remix-run/router)', () => {
  const originals = { RegExp: globalThis.RegExp, decodeURIComponent: globalThis.decodeURIComponent }
  afterEach(() => Object.assign(globalThis, originals))

  /** A route tree that counts how often its routes' paths are read (flattening reads every one). */
  function countedTree() {
    const reads = { count: 0 }
    const route = (id: string, routePath: string, children?: object[]) => ({
      id,
      get path() {
        reads.count++
        return routePath
      },
      children,
    })
    const routes = [route('root', '/', [route('project', 'project/:id'), route('feed', 'feed')])]
    return { routes, reads }
  }

  it('flattens and ranks a route tree once, not on every match', () => {
    const { routes, reads } = countedTree()
    matchRoutes(routes, '/feed')
    expect(reads.count).toBeGreaterThan(0)
    const afterFirst = reads.count
    matchRoutes(routes, '/project/1')
    matchRoutes(routes, '/project/2')
    expect(reads.count).toBe(afterFirst)
  })

  it('compiles a route pattern once, not on every match', () => {
    const { routes } = countedTree()
    matchRoutes(routes, '/project/1')
    let compiled = 0
    globalThis.RegExp = new Proxy(originals.RegExp, {
      construct(target, args) {
        compiled++
        return new target(...(args as [string, string]))
      },
    })
    expect(matchRoutes(routes, '/project/2')!.at(-1)!.params).toEqual({ id: '2' })
    expect(matchRoutes(routes, '/project/3')!.at(-1)!.params).toEqual({ id: '3' })
    globalThis.RegExp = originals.RegExp
    expect(compiled).toBe(0)
  })

  it('keeps the answer for a path it has matched before', () => {
    const { routes } = countedTree()
    matchRoutes(routes, '/project/9')
    // Matching a path decodes it first; a kept answer is not matched again.
    let decoded = 0
    globalThis.decodeURIComponent = (value: string) => {
      decoded++
      return originals.decodeURIComponent(value)
    }
    expect(matchRoutes(routes, '/project/9')!.at(-1)!.params).toEqual({ id: '9' })
    globalThis.decodeURIComponent = originals.decodeURIComponent
    expect(decoded).toBe(0)
  })
})

// The route-tree chain: each link keeps its object per build, so that the next finds it again and the router's
// caches above are kept for the one tree a build renders with.
describe('the route-tree patches (@remix-run/server-runtime, @remix-run/react, react-router-dom)', () => {
  it('server-runtime makes one route-modules map per build', () => {
    const { createEntryRouteModules } = require('@remix-run/server-runtime/dist/entry.js') as {
      createEntryRouteModules: (manifest: object) => object
    }
    const manifest = { root: { module: { default: null } }, 'routes/feed': { module: { default: null } } }
    const modules = createEntryRouteModules(manifest)
    expect(modules).toEqual({ root: manifest.root.module, 'routes/feed': manifest['routes/feed'].module })
    expect(createEntryRouteModules(manifest)).toBe(modules)
    expect(createEntryRouteModules({ ...manifest })).not.toBe(modules)
  })

  it('RemixServer makes one route tree per build', () => {
    const server = require('react-router-dom/server') as {
      createStaticRouter: (...args: unknown[]) => unknown
    }
    const { RemixServer } = require('@remix-run/react/dist/server.js') as {
      RemixServer: (props: { context: object; url: string }) => unknown
    }
    const trees: unknown[] = []
    const original = server.createStaticRouter
    // RemixServer hands its tree to the static router: that call is where the tree is seen, not rendered.
    server.createStaticRouter = (routes: unknown) => {
      trees.push(routes)
      return { state: { location: { pathname: '/' } } }
    }
    try {
      const manifest = {
        routes: { root: { id: 'root', path: '', hasLoader: false, hasAction: false, module: '/root.js' } },
      }
      const routeModules = { root: { default: () => null } }
      const context = () => ({
        manifest,
        routeModules,
        future: {},
        isSpaMode: false,
        staticHandlerContext: { loaderData: {}, matches: [] },
      })
      RemixServer({ context: context(), url: 'http://localhost/' })
      RemixServer({ context: context(), url: 'http://localhost/feed' })
      RemixServer({ context: { ...context(), routeModules: { ...routeModules } }, url: 'http://localhost/' })
    } finally {
      server.createStaticRouter = original
    }
    expect(trees).toHaveLength(3)
    expect(trees[1]).toBe(trees[0])
    expect(trees[2]).not.toBe(trees[0])
  })

  it('the static router converts one tree to data routes once', async () => {
    const { createStaticHandler, createStaticRouter } = require('react-router-dom/server') as {
      createStaticHandler: (routes: object[]) => { query: (request: Request) => Promise<object> }
      createStaticRouter: (routes: object[], context: object) => { routes: object[] }
    }
    const routes = [{ id: 'root', path: '/', children: [{ id: 'feed', path: 'feed' }] }]
    const context = await createStaticHandler(routes).query(new Request('http://localhost/feed'))
    const first = createStaticRouter(routes, context)
    expect(first.routes[0]).toMatchObject({ id: 'root' })
    expect(createStaticRouter(routes, context).routes).toBe(first.routes)
    expect(createStaticRouter([...routes], context).routes).not.toBe(first.routes)
  })
})
