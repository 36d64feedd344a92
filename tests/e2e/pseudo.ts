import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { servers } from '../../playwright.config'
import { languageNames } from '../../app/i18n/languages'

// The pseudo-language story's tools (docs/languages.md): the pseudo server offers `en-XA`, whose every
// catalogue text is wrapped in ⟦…⟧. A page read in it shows no word outside the brackets, except what a
// person wrote (a project's name, a judge's comment, the organiser's words), which the test names.

export const pseudoServer: Server = servers.pseudo

type Server = { port: number; dataDir: string }

/** Words no language translates: each language's own name in the menu, a link's scheme as a field's hint. */
const everywhere = [...Object.values(languageNames), 'https://']
export const pseudoOrigin = `http://localhost:${pseudoServer.port}`

/**
 * The pseudo-language server of a part whose stories change the event's settings (`servers['pseudo-…']` in
 * playwright.config.ts), with its address and the language's choice there.
 */
export function pseudoOn(part: 'admin' | 'event' | 'grading' | 'judge' | 'print' | 'showcase') {
  const server: Server = servers[`pseudo-${part}`]
  const origin = `http://localhost:${server.port}`
  return {
    pseudoServer: server,
    pseudoOrigin: origin,
    choosePseudo: (context: BrowserContext) => choosePseudo(context, origin),
  }
}

/** The visitor chose the pseudo-language (the language menu's cookie). */
export async function choosePseudo(context: BrowserContext, origin = pseudoOrigin) {
  await context.addCookies([
    { name: 'sc_lang', value: encodeURIComponent(btoa(JSON.stringify('en-XA'))), url: origin },
  ])
}

/**
 * The words on the page that come from no catalogue: its visible text, its title and the words it gives
 * screen readers and hovering pointers (aria-label, title, alt, placeholder), with every ⟦…⟧ and every
 * `allowed` text (what people wrote) taken out. What is left is a problem when it has a letter in it.
 */
export async function wordsOutsideCatalogues(page: Page, allowed: readonly string[] = []) {
  return wordsOutsideCataloguesIn(page.locator('html'), allowed)
}

/** The same in one part of a page (a region, a dialog): its text, and the page's title for the whole page. */
export async function wordsOutsideCataloguesIn(root: Locator, allowed: readonly string[] = []) {
  const texts = await root.evaluate((element: HTMLElement) => {
    const found = [element === document.documentElement ? document.title : '', element.innerText]
    for (const named of element.querySelectorAll<HTMLElement>(
      '[aria-label], [title], [alt], [placeholder]',
    )) {
      if (named.closest('[hidden], [aria-hidden="true"]')) continue
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = named.getAttribute(name)
        if (value) found.push(value)
      }
    }
    return found
  })
  const leftovers: string[] = []
  for (const text of texts) {
    let rest = text
    // Innermost brackets first: a catalogue text may hold another as a value.
    for (let before = ''; before !== rest;) {
      before = rest
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ')
    }
    for (const own of [...allowed, ...everywhere].sort((a, b) => b.length - a.length))
      rest = rest.split(own).join(' ')
    for (const line of rest.split('\n')) if (/\p{L}/u.test(line)) leftovers.push(line.trim())
  }
  return leftovers
}

/** Fails with the words that come from no catalogue, if any. */
export async function expectEveryWordTranslated(page: Page, allowed: readonly string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  expect(await wordsOutsideCatalogues(page, allowed), page.url()).toEqual([])
}
