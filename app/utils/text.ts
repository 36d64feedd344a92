/**
 * Cuts `text` to `length` UTF-16 units and appends '...'.
 * Text that already fits is returned unchanged, without the ellipsis.
 */
export function truncate(text: string, length: number): string {
  // NaN and negative lengths behave like 0 so callers never get a thrown error in a render.
  const limit = length > 0 ? Math.floor(length) : 0
  if (text.length <= limit) return text

  let end = limit
  // Cutting after a high surrogate would leave half an emoji, which renders as a replacement box.
  const last = text.charCodeAt(end - 1)
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1

  return `${text.slice(0, end).trimEnd()}...`
}

/**
 * `text` as a LIKE pattern matching it anywhere, with ESCAPE '\': LIKE treats % and _ as wildcards and
 * we name \ as its escape, so all three are escaped to match only themselves.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Text made safe to place in an e-mail's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The table a search names ("12", "Table 12", "table 12", "#12"), or null when it names none. */
export function tableNumberIn(search: string): number | null {
  const match = /^(?:table\s*)?#?\s*(\d{1,6})$/i.exec(search.trim())
  return match ? Number(match[1]) : null
}

/** The paragraphs of a text as stored: split at blank lines, each on one line. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** The lines of a one-item-per-line text. */
export function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
