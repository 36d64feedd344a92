import * as z from 'zod'
import { messageWith } from '~/i18n/messages'

// Words for the levels of a criterion ("Getting started" for 0–3 of 10, "Strong" for 7–8): what the judge's
// slider shows beside its number, and what a family reads beside a score. A level starts at a score and
// runs to the score before the next level starts (the last one to the criterion's max points). A criterion
// without levels shows its numbers only.

export type Level = { from: number; word: string }
export type LevelRange = { from: number; to: number; word: string }

export const MAX_LEVELS = 6
export const LEVEL_WORD_MAX_LENGTH = 40

// The seeded criteria's words (0 Getting started, 4 Growing, 7 Strong, 9 Outstanding) are db/seed.ts's.

// Catalogue keys (app/i18n/en/grading.ts): the Criterion dialog writes them in the page's language; their
// English says the limits above (6 levels, 40 characters).
export const levelMessages = {
  line: 'grading.levels.error.line',
  first: 'grading.levels.error.first',
  rising: 'grading.levels.error.rising',
  aboveMax: (maxPoints: number) => messageWith('grading.levels.error.aboveMax', { max: maxPoints }),
  tooMany: 'grading.levels.error.tooMany',
  wordTooLong: 'grading.levels.error.wordTooLong',
} as const

/** The levels as stored (JSON), or none: a value that is not a list of levels reads as none. */
export function parseLevels(stored: string | null | undefined): Level[] {
  if (!stored) return []
  try {
    const parsed = z
      .array(z.object({ from: z.number().int().min(0), word: z.string().min(1) }))
      .safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Each level with the last score it covers. */
export function levelRanges(levels: Level[], maxPoints: number): LevelRange[] {
  return levels.map((level, index) => ({
    ...level,
    to: Math.min(maxPoints, (levels[index + 1]?.from ?? maxPoints + 1) - 1),
  }))
}

/** The scores a level covers: "0–3", or "10" for a level of one score. */
export const rangeScores = ({ from, to }: LevelRange) => (from === to ? String(from) : `${from}–${to}`)

/** The words for a score, or null when the criterion has none. */
export function levelWord(levels: Level[], score: number): string | null {
  let word: string | null = null
  for (const level of levels) if (score >= level.from) word = level.word
  return word
}

/** The organiser's text box: one level a line, its first score then its words. */
export const levelsText = (levels: Level[]) => levels.map((l) => `${l.from} ${l.word}`).join('\n')

/**
 * Reads the organiser's text box into levels, checked against the criterion's max points; an empty box is
 * no levels. Returns the levels, or the first problem's message.
 */
export function readLevels(
  text: string,
  maxPoints: number,
): { ok: true; levels: Level[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  if (lines.length > MAX_LEVELS) return { ok: false, message: levelMessages.tooMany }
  const levels: Level[] = []
  for (const line of lines) {
    const match = /^(\d{1,3})\s*[-–:.]?\s+(\S.*)$/.exec(line)
    if (!match) return { ok: false, message: levelMessages.line }
    const from = Number(match[1])
    const word = match[2]!.trim()
    if (word.length > LEVEL_WORD_MAX_LENGTH) return { ok: false, message: levelMessages.wordTooLong }
    if (levels.length === 0 && from !== 0) return { ok: false, message: levelMessages.first }
    if (levels.length > 0 && from <= levels.at(-1)!.from) return { ok: false, message: levelMessages.rising }
    if (from > maxPoints) return { ok: false, message: levelMessages.aboveMax(maxPoints) }
    levels.push({ from, word })
  }
  return { ok: true, levels }
}
