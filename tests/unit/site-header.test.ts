import { describe, expect, it } from 'vitest'
import { isActiveLink } from '../../app/components/site-header'

describe('isActiveLink', () => {
  it('marks Challenge Info active on the root, an empty path and /challenge-info', () => {
    for (const path of ['/', '', '/challenge-info']) expect(isActiveLink('/', path)).toBe(true)
    expect(isActiveLink('/', '/agenda')).toBe(false)
  })

  it('marks a section active on its own path and below it, not on a look-alike', () => {
    expect(isActiveLink('/feed', '/feed')).toBe(true)
    expect(isActiveLink('/feed', '/feed/anything')).toBe(true)
    expect(isActiveLink('/feed', '/feedback')).toBe(false)
    expect(isActiveLink('/agenda', '/')).toBe(false)
  })
})
