import type { ParticipantNames } from '~/features/families/participant-names'

// The one place a participant's name is shortened for the public. Pure, so it is tested
// on its own; who reads which form is decided in visibility.server.ts.

const words = /\S+/gu
const letterOrDigit = /[\p{L}\p{N}]/u
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** The first letter of a word as a reader sees it (É written as E and an accent stays one), upper-cased. */
function initialOf(word: string): string {
  for (const { segment } of graphemes.segment(word)) {
    if (letterOrDigit.test(segment)) return segment.toLocaleUpperCase('en')
  }
  return ''
}

/**
 * "First name and initial": the first word as entered, a space, the first letter of the last word and a
 * dot ("Ada Lovelace" → "Ada L.", "Jean-Luc van der Berg" → "Jean-Luc B."). Words without a letter or a
 * digit ("&", "-") do not count, so they neither stand for a name nor push the surname out. A name of one
 * word is kept as it is; nothing after the first word is ever shown beyond its initial.
 */
export function firstNameAndInitial(name: string): string {
  const named = (name.match(words) ?? []).filter((word) => letterOrDigit.test(word))
  if (named.length === 0) return name.trim()
  // "Ada, Bob Smith": the list's comma is not part of the first name.
  const first = named[0]!.replace(/[,;:]+$/u, '')
  if (named.length === 1) return first
  return `${first} ${initialOf(named[named.length - 1]!)}.`
}

/** A participant's name in the form the organiser chose for public pages: as entered, or shortened. */
export function publicName(name: string, style: ParticipantNames): string {
  return style === 'initial' ? firstNameAndInitial(name) : name
}
