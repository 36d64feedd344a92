import { describe, expect, it } from 'vitest'
import { firstNameAndInitial, publicName } from '../../app/features/families/public-names'

describe('firstNameAndInitial', () => {
  it('keeps the first name and the initial of the surname', () => {
    expect(firstNameAndInitial('Ada Lovelace')).toBe('Ada L.')
  })

  it('takes the initial of the last word, whatever comes between', () => {
    expect(firstNameAndInitial('Mary Ann Smith')).toBe('Mary S.')
    expect(firstNameAndInitial('Ludwig van Beethoven')).toBe('Ludwig B.')
  })

  it('keeps the first word as entered and upper-cases the initial', () => {
    expect(firstNameAndInitial('ada lovelace')).toBe('ada L.')
    expect(firstNameAndInitial('ADA LOVELACE')).toBe('ADA L.')
  })

  it('trims and ignores runs of spaces, tabs and line breaks', () => {
    expect(firstNameAndInitial('  mary \t ann\n smith ')).toBe('mary S.')
  })

  it('leaves a name of one word as it is, trimmed', () => {
    expect(firstNameAndInitial('Ada')).toBe('Ada')
    expect(firstNameAndInitial('  Ada  ')).toBe('Ada')
  })

  it('keeps hyphenated first names whole and gives a hyphenated surname one initial', () => {
    expect(firstNameAndInitial('Jean-Luc Picard')).toBe('Jean-Luc P.')
    expect(firstNameAndInitial('Ada Lovelace-Byron')).toBe('Ada L.')
  })

  it('reads accented and non-Latin letters', () => {
    expect(firstNameAndInitial('Zoë Ørsted')).toBe('Zoë Ø.')
    expect(firstNameAndInitial('Ömer çelik')).toBe('Ömer Ç.')
    expect(firstNameAndInitial('Анна Павлова')).toBe('Анна П.')
    expect(firstNameAndInitial('Νίκος Καζαντζάκης')).toBe('Νίκος Κ.')
  })

  it('keeps a letter written with a combining accent whole', () => {
    expect(firstNameAndInitial('Chloe E\u0301mile')).toBe('Chloe E\u0301.')
  })

  it('skips punctuation before the initial', () => {
    expect(firstNameAndInitial("Sam O'Neil")).toBe('Sam O.')
    expect(firstNameAndInitial('Ada (Lovelace)')).toBe('Ada L.')
    expect(firstNameAndInitial("Jeanne d'Arc")).toBe('Jeanne D.')
  })

  it('does not count words without a letter, so the surname never slips through', () => {
    expect(firstNameAndInitial('Ada & Bob Smith')).toBe('Ada S.')
    expect(firstNameAndInitial('Ada Lovelace -')).toBe('Ada L.')
    expect(firstNameAndInitial('Ada -')).toBe('Ada')
    expect(firstNameAndInitial('- Ada Lovelace')).toBe('Ada L.')
  })

  it('drops the comma of a list after the first name', () => {
    expect(firstNameAndInitial('Ada, Bob Smith')).toBe('Ada S.')
  })

  it('never shows more of the surname than its initial', () => {
    for (const name of [
      'Ada Quixotebottom',
      'ada  quixotebottom ',
      'Ada Q Quixotebottom',
      'Ada Quixotebottom.',
    ]) {
      expect(firstNameAndInitial(name)).not.toMatch(/uixote/i)
    }
  })

  it('gives back something for a name of punctuation only', () => {
    expect(firstNameAndInitial(' -- ')).toBe('--')
  })
})

describe('publicName', () => {
  it('shows the name as entered by default', () => {
    expect(publicName('  Ada   Lovelace ', 'full')).toBe('  Ada   Lovelace ')
  })

  it('shortens it when the organiser chose first name and initial', () => {
    expect(publicName('Ada Lovelace', 'initial')).toBe('Ada L.')
  })
})
