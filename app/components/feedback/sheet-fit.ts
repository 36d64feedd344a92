// How a feedback sheet fits one A4 page, whatever the judges wrote: the more text, the smaller the type,
// and past what the smallest type holds, the longest comments are shortened (at a word, with "…") and the
// sheet says so. The criteria's height is estimated in millimetres from the sizes below, which the paper
// look draws with (feedback-sheet.tsx), a little generously, against the room the page leaves under its
// title; tests/e2e/feedback-sheets.spec.ts checks in Chromium that nothing overflows its page.

export type SheetSize = 'roomy' | 'normal' | 'compact' | 'tight'

type Comment = { judgeNumber: number; text: string }
type Criterion = { criteriaDescription: string | null; comments: Comment[] }
type StoryEntry = { whatChanged: string | null }

/**
 * Each size in points (comments, a criterion's name and score, the small words such as "Judge 1"), its
 * line height, the gap above and below each criterion in millimetres, whether the criteria's descriptions
 * are printed, and the same as the paper look's classes.
 */
export const sheetSizes = {
  roomy: {
    text: 11,
    heading: 13,
    small: 9.5,
    leading: 1.45,
    gap: 3,
    describe: true,
    classes: {
      text: 'text-[11pt] leading-[1.45]',
      heading: 'text-[13pt] leading-[1.45]',
      small: 'text-[9.5pt] leading-[1.45]',
      gap: 'py-[3mm]',
    },
  },
  normal: {
    text: 10,
    heading: 12,
    small: 9,
    leading: 1.45,
    gap: 2.5,
    describe: true,
    classes: {
      text: 'text-[10pt] leading-[1.45]',
      heading: 'text-[12pt] leading-[1.45]',
      small: 'text-[9pt] leading-[1.45]',
      gap: 'py-[2.5mm]',
    },
  },
  compact: {
    text: 9,
    heading: 11,
    small: 8.5,
    leading: 1.4,
    gap: 2,
    describe: false,
    classes: {
      text: 'text-[9pt] leading-[1.4]',
      heading: 'text-[11pt] leading-[1.4]',
      small: 'text-[8.5pt] leading-[1.4]',
      gap: 'py-[2mm]',
    },
  },
  tight: {
    text: 8,
    heading: 10,
    small: 7.5,
    leading: 1.35,
    gap: 1.5,
    describe: false,
    classes: {
      text: 'text-[8pt] leading-[1.35]',
      heading: 'text-[10pt] leading-[1.35]',
      small: 'text-[7.5pt] leading-[1.35]',
      gap: 'py-[1.5mm]',
    },
  },
} as const satisfies Record<SheetSize, unknown>

const order: SheetSize[] = ['roomy', 'normal', 'compact', 'tight']

const PT = 0.3528 // millimetres in a point
const EM_PER_CHARACTER = 0.52 // an average character's width in this sans-serif, a little generous
/**
 * The criteria's room: A4's 297 mm less the margins (21), the header, kicker, a title of two lines, the
 * participant's name and a two-line intro (about 52), and the footer (about 10).
 */
const ROOM = 212
/** Widths the words wrap in: a comment beside its "Judge 1", a description. */
const COMMENT_WIDTH = 166
const WIDE = 180
/** A criterion's score bar, and the space above its comments. */
const BAR = 2
const ABOVE_COMMENTS = 1.2
const BETWEEN_COMMENTS = 0.8
/** A comment is never cut shorter than this. */
const SHORTEST = 60

const linesOf = (text: string, width: number, points: number) =>
  Math.max(1, Math.ceil(text.length / (width / (EM_PER_CHARACTER * points * PT))))

/** The criteria's (and the version story's) height on paper, in millimetres, comments cut at `cap`. */
function height(size: SheetSize, criteria: Criterion[], story: StoryEntry[], cap = Infinity) {
  const type = sheetSizes[size]
  const line = (points: number) => type.leading * points * PT
  let total = 0
  for (const criterion of criteria) {
    total += 2 * type.gap + line(type.heading) + BAR
    if (type.describe && criterion.criteriaDescription)
      total += linesOf(criterion.criteriaDescription, WIDE, type.small) * line(type.small)
    if (criterion.comments.length > 0) total += ABOVE_COMMENTS - BETWEEN_COMMENTS
    for (const comment of criterion.comments) {
      const text = comment.text.length > cap ? comment.text.slice(0, cap) : comment.text
      total += linesOf(text, COMMENT_WIDTH, type.text) * line(type.text) + BETWEEN_COMMENTS
    }
  }
  if (story.length > 1) {
    total += 3 + 4 + line(10)
    for (const entry of story)
      total += linesOf(`Version 10, sent May 31: ${entry.whatChanged ?? ''}`, WIDE, 8.5) * line(8.5)
  }
  return total
}

/** The text cut at the last word that fits within `cap` characters, with an ellipsis. */
export function shorten(text: string, cap: number): string {
  if (text.length <= cap) return text
  const cut = text.slice(0, cap)
  const lastSpace = cut.search(/\s\S*$/)
  return `${(lastSpace > cap / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/**
 * The type size for the sheet, and its criteria with every comment as printed: whole, or shortened when
 * even the smallest type could not hold them all (`shortened` then says so).
 */
export function fitSheet<C extends Criterion>(
  criteria: C[],
  story: StoryEntry[] = [],
): { size: SheetSize; criteria: C[]; shortened: boolean } {
  const size = order.find((candidate) => height(candidate, criteria, story) <= ROOM)
  if (size) return { size, criteria, shortened: false }
  // The largest cap that fits in the smallest type: the longest comments lose their ends, short ones stay.
  const longest = Math.max(...criteria.flatMap((c) => c.comments.map((comment) => comment.text.length)))
  let low = SHORTEST
  let high = Math.max(SHORTEST, longest)
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (height('tight', criteria, story, middle) <= ROOM) low = middle
    else high = middle - 1
  }
  return {
    size: 'tight',
    criteria: criteria.map((criterion) => ({
      ...criterion,
      comments: criterion.comments.map((comment) => ({ ...comment, text: shorten(comment.text, low) })),
    })),
    shortened: true,
  }
}
