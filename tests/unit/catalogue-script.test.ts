import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CatalogueScript, PageWordsProvider, type PageWords } from '../../app/i18n/react'

// The script in a page's head that hands the browser its words (app/i18n/react.tsx).
const render = (words: PageWords) =>
  renderToStaticMarkup(
    createElement(PageWordsProvider, {
      value: words,
      children: createElement(CatalogueScript, { nonce: 'n0nce' }),
    }),
  )

const words = (written: boolean): PageWords => ({
  language: 'en',
  catalogue: { 'a.word': 'Ends </script><img src=x onerror=alert(1)> here' },
  loaded: ['common'],
  needs: ['common'],
  versions: { common: 'abc123' },
  written,
})

/** What the browser's script would set, read back as JSON. */
const carried = (html: string) =>
  JSON.parse(/window\.__pageWords=(.*?)<\/script>/s.exec(html)![1]!) as PageWords

describe('the page’s words script', () => {
  it('carries the words on a visit from outside, and no word can end the script', () => {
    const html = render(words(true))
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(carried(html).catalogue).toEqual(words(true).catalogue)
    expect(carried(html).loaded).toEqual(['common'])
    expect(html).not.toContain('rel="preload"')
  })

  it('otherwise names the files, preloaded, and carries no word', () => {
    const html = render(words(false))
    expect(carried(html).catalogue).toEqual({})
    expect(carried(html).loaded).toEqual([])
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en/common.json?v=abc123"/>',
    )
  })
})
