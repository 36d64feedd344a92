import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { highFetchPriority } from '../../app/utils/fetch-priority'

describe('highFetchPriority', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders fetchpriority="high" on an image, and React 18 warns about nothing', () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {})
    const html = renderToStaticMarkup(createElement('img', { src: '/a.webp', alt: '', ...highFetchPriority }))
    expect(html).toContain('fetchpriority="high"')
    expect(warnings).not.toHaveBeenCalled()
  })
})
