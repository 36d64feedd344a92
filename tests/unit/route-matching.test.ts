import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server's copy of the router, as patched by patches/@remix-run+router+1.23.3.patch: it keeps
// each path's matches per route tree. A kept answer must never carry one request's path or params into
// another's, and what a caller does with its copy must not reach the next caller.
const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router/dist/router.cjs.js') as {
  matchRoutes: (
    routes: object[],
    location: string,
  ) => { params: Record<string, string>; pathname: string; route: { id: string } }[] | null
}

const routes = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'project', path: 'project/:id' },
      { id: 'feed', path: 'feed' },
    ],
  },
]

describe('route matching on the server (patched router)', () => {
  it('answers each path with its own params, the second time as the first', () => {
    for (let round = 0; round < 2; round++) {
      expect(matchRoutes(routes, '/project/4')!.at(-1)!.params).toEqual({ id: '4' })
      expect(matchRoutes(routes, '/project/5')!.at(-1)!.params).toEqual({ id: '5' })
      expect(matchRoutes(routes, '/feed')!.map((m) => m.route.id)).toEqual(['root', 'feed'])
      expect(matchRoutes(routes, '/nowhere')).toBeNull()
    }
  })

  it('gives every caller its own copy', () => {
    const first = matchRoutes(routes, '/project/7')!
    first.at(-1)!.params.id = 'changed'
    first.pop()
    const second = matchRoutes(routes, '/project/7')!
    expect(second).toHaveLength(2)
    expect(second.at(-1)!.params).toEqual({ id: '7' })
    expect(second.at(-1)!.pathname).toBe('/project/7')
  })

  it('keeps a tree apart from another with the same paths', () => {
    const other = [{ id: 'other-root', path: '/', children: [{ id: 'other-project', path: 'project/:id' }] }]
    expect(matchRoutes(routes, '/project/1')!.at(-1)!.route.id).toBe('project')
    expect(matchRoutes(other, '/project/1')!.at(-1)!.route.id).toBe('other-project')
  })
})
