import { describe, expect, it } from 'vitest'
import { asRouted, isApiPath, routePath } from '../../app/infra/route-paths.js'

// The server's path rules read a path as Remix's router does (checked against the built server in
// tests/security/body-fields.test.ts and tests/security/held-download.test.ts): these spellings all reach
// the archive's route.
describe('routePath', () => {
  it.each([
    '/admin/event/archive',
    '/Admin/Event/Archive',
    '/admin/./event/archive',
    '/admin/x/../event/archive',
    '/admin/%2e/event/archive',
    '/admin/%65vent/archive',
    '/admin\\event\\archive',
    '/admin//event//archive',
    '/admin/event/archive.data?x=1',
    'http://localhost:3000/ADMIN/event/archive#top',
  ])('reads %s as /admin/event/archive', (spelling) => {
    expect(routePath(spelling)).toBe('/admin/event/archive')
  })

  it('keeps an encoded slash inside its segment, and reads /_root.data as /', () => {
    expect(routePath('/api/files/a%2Fb')).toBe('/api/files/a%2fb')
    expect(routePath('/_root.data')).toBe('/')
    expect(routePath('//vote/x')).toBe('/vote/x')
  })

  it('knows the API whatever its spelling', () => {
    for (const path of ['/api/judges/me', '/API/judges/me', '/x/../api/projects', '//api/projects'])
      expect(isApiPath(path), path).toBe(true)
    expect(isApiPath('/apiary')).toBe(false)
  })
})

describe('asRouted', () => {
  it('resolves the path of a request target and keeps the rest as it was spelt', () => {
    expect(asRouted('/Vote/x/../AB?code=1&a=%20#f')).toBe('/Vote/AB?code=1&a=%20#f')
    expect(asRouted('/feed?tab=leaderboard')).toBe('/feed?tab=leaderboard')
  })
})
