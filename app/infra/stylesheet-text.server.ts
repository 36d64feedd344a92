import fs from 'node:fs'

/** Built files never change under their hashed names: each is read once per process. */
const texts = new Map<string, string | undefined>()

/**
 * The text of a built stylesheet, by its public address (`/build/_assets/tailwind-….css`), for
 * app/utils/inline-stylesheet.tsx. The server build is build/index.js and the browser's files are in
 * public/build beside it, under `npm start` and plain remix-serve alike. A file that cannot be read gives
 * nothing, and the page links it instead.
 */
export function stylesheetText(href: string): string | undefined {
  if (!texts.has(href)) texts.set(href, read(href))
  return texts.get(href)
}

function read(href: string) {
  if (!/^\/build\/_assets\/[\w.-]+\.css$/.test(href)) return undefined
  try {
    const text = fs.readFileSync(new URL(`../public${href}`, import.meta.url), 'utf8')
    // Written as it is inside <style>: a text that could end the element early is linked instead.
    return /<\/style/i.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
