import { describe, expect, it } from 'vitest'
import * as enAgenda from '../../app/content/agenda'
import * as enChallenge from '../../app/content/challenge'
import * as enPlaybook from '../../app/content/playbook'
import * as enPrivacy from '../../app/content/privacy'
import { site } from '../../app/content/site'
import * as esAgenda from '../../app/content/es/agenda'
import * as esChallenge from '../../app/content/es/challenge'
import * as esPlaybook from '../../app/content/es/playbook'
import * as esPrivacy from '../../app/content/es/privacy'
import { siteWords } from '../../app/content/es/site'

// The Spanish content defaults (app/content/es/) against the English ones they translate: the same keys at
// every depth, the same array lengths, the same values that are not words (ids, links, times, keys, icons),
// and every word translated, but for the names below. The compiler already holds the shape
// (app/content/es/widen.ts); this also holds the values, and the privacy page's sentences built from facts.

/** A string under one of these keys is not words: the Spanish must be the English value itself. */
const nonText = new Set([
  'id',
  'href',
  'to',
  'url',
  'key',
  'icon',
  'start',
  'end',
  'category',
  'difficulty',
  'email',
])

/** The words Spanish writes as English does: names of tools and cookies, and 'Video' (the word in Spanish too). */
const sameInSpanish: Record<string, string> = {
  'playbookTools[0].name': 'ChatGPT',
  'playbookTools[1].name': 'Claude',
  'playbookTools[2].name': 'Adobe Firefly',
  'playbookTools[3].name': 'Canva',
  'playbookTools[4].name': 'Teachable Machine',
  'playbookTools[5].name': 'Replit',
  'playbookTools[6].name': 'CapCut',
  'playbookTools[7].name': 'BandLab',
  'workedExamples[0].toolsUsed[0]': 'ChatGPT',
  'workedExamples[0].toolsUsed[1]': 'Claude',
  'workedExamples[0].toolsUsed[2]': 'Canva',
  'workedExamples[0].toolsUsed[3]': 'CapCut',
  'workedExamples[1].toolsUsed[0]': 'Teachable Machine',
  'workedExamples[1].toolsUsed[1]': 'Claude',
  'workedExamples[1].toolsUsed[2]': 'Replit',
  'workedExamples[1].toolsUsed[3]': 'BandLab',
  'privacy.sections[1].items[0].label': 'sc_submissions',
  'privacy.sections[1].items[1].label': 'sc_session',
  'privacy.sections[1].items[3].label': 'sc_voter',
  'privacy.sections[1].items[4].label': 'sc_lang',
  'privacy.sections[1].items[5].label': 'sc_toast',
  'challenge.submissionTypes.types[0].label': 'Video',
}

type Leaf = { path: string; key: string; value: unknown }

/** Every value that is not an object or an array, with its path ('agenda.infoCards[0].id') and its key. */
function leaves(value: unknown, path: string, key = ''): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`, key))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => leaves(item, `${path}.${name}`, name))
  return [{ path, key, value }]
}

/** Where the two differ in shape: a key one has and the other lacks, an array's length, a value's type. */
function shapeDifferences(en: unknown, es: unknown, path: string): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${path}: not an array`]
    if (es.length !== en.length) return [`${path}: ${es.length} items, English has ${en.length}`]
    return en.flatMap((item, index) => shapeDifferences(item, es[index], `${path}[${index}]`))
  }
  if (en !== null && typeof en === 'object') {
    if (es === null || typeof es !== 'object' || Array.isArray(es)) return [`${path}: not an object`]
    const enKeys = Object.keys(en).sort()
    const esKeys = Object.keys(es).sort()
    if (enKeys.join() !== esKeys.join())
      return [`${path}: keys ${esKeys.join()}, English has ${enKeys.join()}`]
    return enKeys
      .map((name) =>
        shapeDifferences(
          (en as Record<string, unknown>)[name],
          (es as Record<string, unknown>)[name],
          `${path}.${name}`,
        ),
      )
      .flat()
  }
  return typeof es === typeof en ? [] : [`${path}: a ${typeof es}, English has a ${typeof en}`]
}

/** The constants each file exports, English and Spanish, under the name the paths above start with. */
const facts = { contactEmail: 'families@example.org', keptUntil: '⟨KEPT-UNTIL⟩' }
const files = {
  agenda: {
    en: { agenda: enAgenda.agenda, eventDayLabel: enAgenda.eventDayLabel },
    es: { agenda: esAgenda.agenda, eventDayLabel: esAgenda.eventDayLabel },
  },
  challenge: { en: { challenge: enChallenge.challenge }, es: { challenge: esChallenge.challenge } },
  playbook: {
    en: {
      playbookIntro: enPlaybook.playbookIntro,
      playbookTools: enPlaybook.playbookTools,
      workedExamples: enPlaybook.workedExamples,
      playbookTips: enPlaybook.playbookTips,
    },
    es: {
      playbookIntro: esPlaybook.playbookIntro,
      playbookTools: esPlaybook.playbookTools,
      workedExamples: esPlaybook.workedExamples,
      playbookTips: esPlaybook.playbookTips,
    },
  },
  privacy: {
    en: { privacy: enPrivacy.privacy, privacyFor: enPrivacy.privacyFor(facts) },
    es: { privacy: esPrivacy.privacy, privacyFor: esPrivacy.privacyFor(facts) },
  },
}

const leavesOf = (constants: Record<string, unknown>) =>
  Object.entries(constants).flatMap(([name, value]) => leaves(value, name))

describe.each(Object.entries(files))('the Spanish %s.ts', (_file, { en, es }) => {
  it('exports the English constants, in the same shape: keys at every depth, array lengths, types', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    expect(shapeDifferences(en, es, '')).toEqual([])
  })

  it('keeps every value that is not words (ids, links, times, keys, icons) as the English one', () => {
    const esValues = new Map(leavesOf(es).map((leaf) => [leaf.path, leaf.value]))
    const nonTextLeaves = leavesOf(en).filter(
      (leaf) => typeof leaf.value !== 'string' || nonText.has(leaf.key),
    )
    for (const leaf of nonTextLeaves) expect(esValues.get(leaf.path), leaf.path).toBe(leaf.value)
  })

  it('translates every text but the listed names, none of them empty', () => {
    const esValues = new Map(leavesOf(es).map((leaf) => [leaf.path, leaf.value]))
    const texts = leavesOf(en).filter((leaf) => typeof leaf.value === 'string' && !nonText.has(leaf.key))
    expect(texts.length).toBeGreaterThan(0)
    for (const { path, value } of texts) {
      const spanish = esValues.get(path)
      expect(typeof spanish === 'string' && spanish.trim() !== '', path).toBe(true)
      const unprefixed = path.replace(/^privacyFor\./, 'privacy.')
      if (unprefixed in sameInSpanish) {
        expect(value, `${path}, English`).toBe(sameInSpanish[unprefixed])
        expect(spanish, path).toBe(value)
      } else {
        expect(spanish, path).not.toBe(value)
      }
    }
  })

  it('translates one English text one way throughout (a guide’s name in the schedule is the card’s)', () => {
    const esValues = new Map(leavesOf(es).map((leaf) => [leaf.path, leaf.value]))
    const translations = new Map<unknown, Set<unknown>>()
    for (const { path, value, key } of leavesOf(en)) {
      if (typeof value !== 'string' || nonText.has(key) || path.startsWith('privacyFor.')) continue
      translations.set(value, (translations.get(value) ?? new Set()).add(esValues.get(path)))
    }
    const inconsistent = [...translations].filter(([, spanish]) => spanish.size > 1)
    expect(inconsistent).toEqual([])
  })
})

describe('the Spanish privacy page’s facts', () => {
  it('says the contact address and the keeping date wherever the English says them, as often', () => {
    const esTexts = new Map(
      leavesOf({ page: esPrivacy.privacyFor(facts) }).map((leaf) => [leaf.path, leaf.value]),
    )
    const count = (text: unknown, fact: string) =>
      typeof text === 'string' ? text.split(fact).length - 1 : 0
    for (const { path, value } of leavesOf({ page: enPrivacy.privacyFor(facts) }))
      for (const fact of Object.values(facts))
        expect(count(esTexts.get(path), fact), `${path}: ${fact}`).toBe(count(value, fact))
  })

  it('writes the keeping date in Spanish: the end of the third month after the event', () => {
    expect(esPrivacy.keptUntil('2025-05-31')).toBe('finales de agosto de 2025, tres meses después del evento')
    expect(esPrivacy.keptUntil('2025-11-15')).toBe(
      'finales de febrero de 2026, tres meses después del evento',
    )
    expect(esPrivacy.privacy).toEqual(
      esPrivacy.privacyFor({
        contactEmail: site.contactEmail,
        keptUntil: esPrivacy.keptUntil(site.event.date),
      }),
    )
  })
})

describe('the Spanish agenda’s day and hours', () => {
  it('writes the event’s day and hours the Spanish way', () => {
    expect(site.event.date).toBe('2025-05-31')
    expect(esAgenda.eventDayLabel).toBe('sábado, 31 de mayo')
    expect(esAgenda.agenda.infoCards.map((card) => card.value)).toEqual([
      'sábado, 31 de mayo',
      '13:00-17:00',
      'Solo con invitación',
    ])
  })
})

describe('the Spanish site words', () => {
  it('are the footer’s tagline and the logo’s text, translated', () => {
    expect(Object.keys(siteWords).sort()).toEqual(['footerTagline', 'logoAlt'])
    expect(siteWords.footerTagline).not.toBe(site.footerTagline)
    expect(siteWords.logoAlt).not.toBe(site.logo.alt)
    expect(siteWords.logoAlt).toContain(site.clubName)
  })
})
