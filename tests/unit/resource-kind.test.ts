import fs from 'node:fs'
import { describe, it, expect } from 'vitest'
import {
  badgeClass,
  capitalise,
  isResourceKind,
  kindLabel,
} from '../../app/features/submissions/resource-kind'
import { submissionTypes as resourceKinds } from '../../app/features/submissions/project-fields'

const NEUTRAL = 'badge-neutral'

describe('the resource kinds', () => {
  it('are the four submission types, in order', () => {
    expect(resourceKinds).toEqual(['video', 'photo', 'pdf', 'website'])
  })
})

describe('isResourceKind', () => {
  it('accepts each kind', () => {
    for (const kind of resourceKinds) expect(isResourceKind(kind)).toBe(true)
  })

  it('rejects anything else', () => {
    expect(isResourceKind('audio')).toBe(false)
    expect(isResourceKind('')).toBe(false)
    expect(isResourceKind(null)).toBe(false)
    expect(isResourceKind(undefined)).toBe(false)
    expect(isResourceKind('Video')).toBe(false)
  })
})

describe('badgeClass', () => {
  it.each([
    ['video', 'badge-video'],
    ['photo', 'badge-photo'],
    ['pdf', 'badge-pdf'],
    ['website', 'badge-website'],
  ])('%s', (kind, expected) => {
    expect(badgeClass(kind)).toBe(expected)
  })

  it.each([
    ['an unknown kind', 'audio'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['a differently cased kind', 'VIDEO'],
    ['an Object prototype key', 'constructor'],
    ['__proto__', '__proto__'],
  ])('gives %s the neutral grey badge', (_name, kind) => {
    expect(badgeClass(kind)).toBe(NEUTRAL)
  })

  it('gives every kind a distinct colour', () => {
    const classes = new Set(resourceKinds.map(badgeClass))
    expect(classes.size).toBe(resourceKinds.length)
    expect(classes.has(NEUTRAL)).toBe(false)
  })

  it('names classes the stylesheet defines, each with its own colours', () => {
    const css = fs.readFileSync(new URL('../../app/tailwind.css', import.meta.url), 'utf8')
    const colours = [...resourceKinds.map(badgeClass), NEUTRAL].map(
      (name) => css.match(new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`))?.[1],
    )
    for (const applied of colours) expect(applied).toMatch(/^bg-\w+-100 text-\w+-800 ring-\w+-600\/20$/)
    expect(new Set(colours).size).toBe(colours.length)
  })
})

describe('kindLabel', () => {
  it.each([
    ['video', 'Video'],
    ['photo', 'Photo'],
    ['pdf', 'PDF/Slides'],
    ['website', 'Website/Code'],
    ['audio', 'Audio'],
    ['3d-model', '3d-model'],
    ['', ''],
  ])('%s → %s', (kind, expected) => {
    expect(kindLabel(kind)).toBe(expected)
  })

  it('returns an empty label for null-ish input', () => {
    expect(kindLabel(null)).toBe('')
    expect(kindLabel(undefined)).toBe('')
  })
})

describe('capitalise', () => {
  it.each([
    ['video', 'Video'],
    ['Video', 'Video'],
    ['a', 'A'],
    ['', ''],
    ['pdf slides', 'Pdf slides'],
    ['éclair', 'Éclair'],
  ])('%s → %s', (input, expected) => {
    expect(capitalise(input)).toBe(expected)
  })
})
