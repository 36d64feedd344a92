import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { defaultCriteria, defaultLevels } from '../../db/seed'
import {
  addCriterion,
  listAllCriteria,
  moveCriterion,
  updateCriterion,
} from '../../app/features/judging/criteria.server'
import { criteriaInLanguage } from '../../app/features/judging/criterion-words.server'
import { spanishCriteria, spanishLevels as seededSpanishLevels } from '../../db/criteria.es'
import { evaluationDefaults } from '../../app/features/judging/scores.server'
import { getCachedLeaderboard } from '../../app/features/results/leaderboard.server'
import { getLeaderboard, listActiveCriteria } from '../../app/features/results/weighted-scores.server'
import { criterionMessages, criterionSchema, type CriterionInput } from '../../app/features/judging/criteria'
import { levelMessages } from '../../app/features/judging/levels'
import { writeMessage } from '../../app/i18n/messages'
import { translator } from '../../app/i18n/translate'
import en from '../../app/i18n/en/grading'
import { db as appDb } from '../../app/infra/db.server'
import { loader as criteriaApi } from '../../app/routes/api.scoring.criteria'
import { openDatabase } from '../../db/connection'
import { createTestDbBefore, testDbPerTest } from '../setup/test-db'
import { addJudge, addProject, addScore } from '../setup/fixtures'

// The criteria the organiser sets.

const t = testDbPerTest()

const input = (fields: Partial<CriterionInput> = {}): CriterionInput => ({
  name: 'Teamwork',
  description: 'Everyone helped.',
  maxPoints: 5,
  weight: 2,
  isActive: true,
  levels: [],
  words: [],
  ...fields,
})

const names = () => listAllCriteria(t.db).map((c) => c.name)
const seeded = defaultCriteria.map((c) => c.name)

function scoreOn(criteriaId: number, score: number, status: 'approved' | 'pending' = 'approved') {
  const projectId = addProject(t.db, { name: `P ${Math.random()}`, status }).id
  const judgeId = addJudge(t.db).id
  addScore(t.db, { projectId, judgeId, criteriaId, score })
  return projectId
}

describe('the organiser’s criteria', () => {
  it('adds a criterion last, active, and the judges’ form and the API list it there', () => {
    const outcome = addCriterion(t.db, input())
    expect(outcome.ok).toBe(true)
    const id = outcome.ok ? outcome.id : 0
    expect(names()).toEqual([...seeded, 'Teamwork'])
    expect(listActiveCriteria(t.db).at(-1)).toEqual({
      id,
      name: 'Teamwork',
      description: 'Everyone helped.',
      maxPoints: 5,
      weight: 2,
      isActive: true,
    })
    const project = addProject(t.db, { name: 'Kite', status: 'approved' }).id
    expect(evaluationDefaults(t.db, 1, project).at(-1)).toMatchObject({
      criteriaId: id,
      maxPoints: 5,
      score: 5,
    })
  })

  it('keeps a criterion’s level words: set and changed by the form, kept by an edit without them, cleared by none', () => {
    // The seeded criteria come with theirs.
    expect(listAllCriteria(t.db).map((c) => c.levels)).toEqual(seeded.map(() => defaultLevels))
    const outcome = addCriterion(
      t.db,
      input({
        levels: [
          { from: 0, word: 'Started' },
          { from: 3, word: 'Done' },
        ],
      }),
    )
    const id = outcome.ok ? outcome.id : 0
    const levelsOf = () => listAllCriteria(t.db).find((c) => c.id === id)!.levels
    expect(levelsOf()).toEqual([
      { from: 0, word: 'Started' },
      { from: 3, word: 'Done' },
    ])
    const { levels: _, ...withoutLevels } = input({ weight: 3 })
    expect(updateCriterion(t.db, id, withoutLevels)).toEqual({ ok: true, id })
    expect(levelsOf()).toHaveLength(2)
    expect(updateCriterion(t.db, id, input({ levels: [] }))).toEqual({ ok: true, id })
    expect(levelsOf()).toEqual([])
    expect(
      t.db.$client.prepare('SELECT levels FROM scoring_criteria WHERE id = ?').pluck().get(id),
    ).toBeNull()
    // The judge's form reads them too.
    const project = addProject(t.db, { name: 'Kite', status: 'approved' }).id
    expect(evaluationDefaults(t.db, 1, project)[0]!.levels).toEqual(defaultLevels)
  })

  it('refuses a second criterion with the same name, whatever its case', () => {
    expect(addCriterion(t.db, input({ name: 'originality' }))).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'name',
      message: criterionMessages.nameTaken,
    })
    expect(names()).toEqual(seeded)
  })

  it('edits every field; a missing criterion is reported, not created', () => {
    const [first] = listAllCriteria(t.db)
    const changed = input({
      name: 'Fresh idea',
      description: null,
      maxPoints: 20,
      weight: 0.5,
      isActive: false,
    })
    expect(updateCriterion(t.db, first!.id, changed)).toEqual({ ok: true, id: first!.id })
    const { words: _none, ...fields } = changed
    expect(listAllCriteria(t.db)[0]).toEqual({
      id: first!.id,
      ...fields,
      highestScore: null,
      // Its seeded Spanish words stay, for the organiser to change in the same dialog.
      words: { es: expect.objectContaining({ name: 'Originalidad' }) },
    })
    expect(updateCriterion(t.db, 999, changed)).toMatchObject({ ok: false, reason: 'not-found' })
    expect(listAllCriteria(t.db)).toHaveLength(5)
  })

  it('keeps its name, description and level words in other languages with it, all or nothing', () => {
    const spanishLevels = [
      { from: 0, word: 'Empezando' },
      { from: 3, word: 'Fuerte' },
    ]
    const spanish = {
      language: 'es' as const,
      name: 'Trabajo en equipo',
      description: 'Todos ayudaron.',
      levels: [],
    }
    const added = addCriterion(
      t.db,
      input({ levels: defaultLevels.slice(0, 1), words: [{ ...spanish, levels: spanishLevels }] }),
    )
    const id = added.ok ? added.id : 0
    const words = () => listAllCriteria(t.db).find((c) => c.id === id)!.words
    expect(words()).toEqual({
      es: { name: 'Trabajo en equipo', description: 'Todos ayudaron.', levels: spanishLevels },
    })
    // Pages in Spanish read them; in English, or where none were given, the criterion's own.
    const shown = (language: 'en' | 'es') =>
      criteriaInLanguage(t.db, language, listAllCriteria(t.db), (c) => c.id).map((c) => [c.name, c.levels])
    // The seeded criteria come with their Spanish words (db/criteria.es.ts).
    expect(shown('es')).toEqual([
      ...defaultCriteria.map((c) => [
        spanishCriteria[c.name as keyof typeof spanishCriteria].name,
        seededSpanishLevels,
      ]),
      ['Trabajo en equipo', spanishLevels],
    ])
    expect(shown('en').at(-1)).toEqual(['Teamwork', defaultLevels.slice(0, 1)])
    // An edit without words keeps them; a refused edit writes none of its words.
    updateCriterion(t.db, id, input({ weight: 3 }))
    expect(words()).toHaveProperty('es.name', 'Trabajo en equipo')
    const refused = updateCriterion(
      t.db,
      id,
      input({ name: seeded[0], words: [{ ...spanish, name: 'Otro' }] }),
    )
    expect(refused).toMatchObject({ ok: false, field: 'name' })
    expect(words()).toHaveProperty('es.name', 'Trabajo en equipo')
    // Without level words of its own, the criterion's show in Spanish too.
    updateCriterion(t.db, id, input({ levels: defaultLevels.slice(0, 1), words: [spanish] }))
    expect(shown('es').at(-1)).toEqual(['Trabajo en equipo', defaultLevels.slice(0, 1)])
    // An empty name removes the language's words.
    updateCriterion(t.db, id, input({ words: [{ ...spanish, name: '' }] }))
    expect(words()).toEqual({})
  })

  it('reads level words in another language against the max points, as the criterion’s own', () => {
    const parsed = criterionSchema.safeParse({
      ...input(),
      levels: '',
      words: [{ language: 'es', name: 'Equipo', levels: '0 Empezando\n9 Fuera' }],
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['words', 0, 'levels'] })
    const ok = criterionSchema.parse({
      ...input(),
      levels: '',
      words: [{ language: 'es', name: 'E', levels: '0 A\n3 B' }],
    })
    expect(ok.words[0]!.levels).toEqual([
      { from: 0, word: 'A' },
      { from: 3, word: 'B' },
    ])
  })

  it('refuses to lower max points below a score already given, and changes nothing', () => {
    const [first] = listAllCriteria(t.db)
    scoreOn(first!.id, 8, 'pending')
    const outcome = updateCriterion(t.db, first!.id, input({ name: 'Renamed', maxPoints: 7 }))
    expect(outcome).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'maxPoints',
      message: criterionMessages.maxPointsBelowScore(8),
    })
    // As the dialog writes it in English (the message is a catalogue key with its number).
    expect(outcome.ok ? '' : writeMessage(translator('en', en), outcome.message)).toBe(
      'Max points cannot go below 8: a judge has already given this criterion 8 points. Nothing was changed.',
    )
    expect(listAllCriteria(t.db)[0]).toMatchObject({ name: first!.name, maxPoints: 10, highestScore: 8 })
    // Down to the highest score given is fine.
    expect(updateCriterion(t.db, first!.id, input({ name: first!.name, maxPoints: 8 })).ok).toBe(true)
  })

  it('moves a criterion up and down; the ends stay put', () => {
    const ids = listAllCriteria(t.db).map((c) => c.id)
    expect(moveCriterion(t.db, ids[2]!, 'up')).toBe(true)
    expect(names()).toEqual([seeded[0], seeded[2], seeded[1], seeded[3], seeded[4]])
    expect(moveCriterion(t.db, ids[0]!, 'down')).toBe(true)
    expect(names()).toEqual([seeded[2], seeded[0], seeded[1], seeded[3], seeded[4]])
    expect(moveCriterion(t.db, ids[2]!, 'up')).toBe(false)
    expect(moveCriterion(t.db, ids[4]!, 'down')).toBe(false)
    expect(moveCriterion(t.db, 999, 'up')).toBe(false)
    expect(listActiveCriteria(t.db).map((c) => c.name)).toEqual(names())
    const project = addProject(t.db, { name: 'Kite', status: 'approved' }).id
    expect(evaluationDefaults(t.db, 1, project).map((c) => c.name)).toEqual(names())
  })

  it('a deactivated criterion keeps its scores but leaves every total and the judges’ form', () => {
    const [first, second] = listAllCriteria(t.db)
    const project = scoreOn(first!.id, 9)
    addScore(t.db, { projectId: project, judgeId: 1, criteriaId: second!.id, score: 4 })
    const before = getCachedLeaderboard(t.db)
    expect(before[0]).toMatchObject({ id: project, score: 13, maxPossibleScore: 50 })

    updateCriterion(t.db, first!.id, input({ name: first!.name, maxPoints: 10, weight: 1, isActive: false }))
    // The write changed the database's version: the cached leaderboard is computed afresh.
    expect(getCachedLeaderboard(t.db)[0]).toMatchObject({ id: project, score: 4, maxPossibleScore: 40 })
    expect(getLeaderboard(t.db)[0]).toMatchObject({ score: 4 })
    expect(listAllCriteria(t.db)[0]).toMatchObject({ isActive: false, highestScore: 9 })
    expect(listActiveCriteria(t.db).map((c) => c.id)).not.toContain(first!.id)
    expect(evaluationDefaults(t.db, 1, project).map((c) => c.criteriaId)).not.toContain(first!.id)

    // Switched on again, its scores count again.
    updateCriterion(t.db, first!.id, input({ name: first!.name, maxPoints: 10, weight: 1, isActive: true }))
    expect(getCachedLeaderboard(t.db)[0]).toMatchObject({ score: 13, maxPossibleScore: 50 })
  })

  it('a weight change counts at once on the leaderboard', () => {
    const [first] = listAllCriteria(t.db)
    const project = scoreOn(first!.id, 6)
    expect(getCachedLeaderboard(t.db)[0]).toMatchObject({ id: project, score: 6 })
    updateCriterion(t.db, first!.id, input({ name: first!.name, maxPoints: 10, weight: 2.5 }))
    expect(getCachedLeaderboard(t.db)[0]).toMatchObject({ id: project, score: 15, maxPossibleScore: 65 })
  })

  it('a restart keeps a renamed seeded criterion renamed, and does not bring the old name back', () => {
    const [first] = listAllCriteria(t.db)
    updateCriterion(t.db, first!.id, input({ name: 'Fresh idea', maxPoints: 10, weight: 1 }))
    t.db.$client.close()
    const reopened = openDatabase(t.file)
    try {
      expect(listAllCriteria(reopened).map((c) => c.name)).toEqual(['Fresh idea', ...seeded.slice(1)])
    } finally {
      reopened.$client.close()
    }
    Object.assign(t, { db: openDatabase(t.file) })
  })
})

describe('the criterion form’s rules', () => {
  const parse = (fields: Record<string, unknown>) =>
    criterionSchema.safeParse({ name: 'Teamwork', maxPoints: 10, weight: 1, ...fields })
  const message = (fields: Record<string, unknown>) => parse(fields).error?.issues[0]?.message

  it('takes max points 1 to 100, whole, and a weight of 0.1 to 10', () => {
    for (const maxPoints of [1, 100]) expect(parse({ maxPoints }).success).toBe(true)
    for (const maxPoints of [0, 101, 2.5, Number.NaN])
      expect(message({ maxPoints })).toBe(criterionMessages.maxPoints)
    for (const weight of [0.1, 1.5, 10]) expect(parse({ weight }).success).toBe(true)
    for (const weight of [0, 0.05, 10.5, Number.NaN])
      expect(message({ weight })).toBe(criterionMessages.weight)
  })

  it('needs a name, trims it, and an unticked box means inactive', () => {
    expect(message({ name: '   ' })).toBe(criterionMessages.nameRequired)
    expect(message({ name: 'x'.repeat(101) })).toBe(criterionMessages.nameTooLong)
    expect(parse({ name: '  Teamwork ', description: '' }).data).toEqual({
      name: 'Teamwork',
      description: null,
      maxPoints: 10,
      weight: 1,
      isActive: false,
      levels: [],
      words: [],
    })
    expect(parse({ isActive: 'on' }).data?.isActive).toBe(true)
  })

  it('reads the posted form, numbers and all, as the dashboard’s action does', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({
        name: 'Teamwork',
        maxPoints: '12',
        weight: '1.5',
        ...fields,
      }))
        data.set(name, value)
      return parseWithZod(data, { schema: criterionSchema })
    }
    const errors = (fields: Record<string, string>) => form(fields).reply().error
    const ok = form({ isActive: 'on' })
    expect(ok.status === 'success' && ok.value).toEqual({
      name: 'Teamwork',
      description: null,
      maxPoints: 12,
      weight: 1.5,
      isActive: true,
      levels: [],
      words: [],
    })
    expect(errors({ maxPoints: '' })).toEqual({ maxPoints: [criterionMessages.maxPoints] })
    expect(errors({ maxPoints: 'ten' })).toEqual({ maxPoints: [criterionMessages.maxPoints] })
    expect(errors({ weight: '11' })).toEqual({ weight: [criterionMessages.weight] })
  })

  it('reads the level words, one a line, against the max points posted beside them', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [name, value] of Object.entries({
        name: 'Teamwork',
        maxPoints: '10',
        weight: '1',
        ...fields,
      }))
        data.set(name, value)
      return parseWithZod(data, { schema: criterionSchema })
    }
    const ok = form({ levels: '0 Getting started\r\n4 Growing\r\n7 Strong\r\n9 Outstanding' })
    expect(ok.status === 'success' && ok.value.levels).toEqual(defaultLevels)
    expect(form({ levels: '0 Low\n9 High', maxPoints: '8' }).reply().error).toEqual({
      levels: [levelMessages.aboveMax(8)],
    })
    expect(form({ levels: '3 Growing' }).reply().error).toEqual({ levels: [levelMessages.first] })
  })
})

describe('GET /api/scoring/criteria', () => {
  it('serves the active criteria in the organiser’s order', async () => {
    const ids = listAllCriteria(appDb).map((c) => c.id)
    moveCriterion(appDb, ids[4]!, 'up')
    const added = addCriterion(appDb, input())
    updateCriterion(appDb, ids[0]!, input({ name: seeded[0]!, maxPoints: 10, weight: 1, isActive: false }))
    const body = (await criteriaApi().json()) as { id: number; name: string }[]
    expect(body.map((c) => c.name)).toEqual([seeded[1], seeded[2], seeded[4], seeded[3], 'Teamwork'])
    expect(added.ok && body.at(-1)!.id === added.id).toBe(true)
    expect(Object.keys(body[0]!).sort()).toEqual([
      'description',
      'id',
      'isActive',
      'maxPoints',
      'name',
      'weight',
    ])
  })
})

describe('the upgrade to ordered criteria', () => {
  it('keeps the criteria an organiser had, in their id order, and seeds nothing more', () => {
    const before = createTestDbBefore('0006_criteria_order')
    try {
      const old = before.sqlite
      const insert = old.prepare('INSERT INTO scoring_criteria (name, max_points) VALUES (?, ?)')
      for (const name of ['Curiosity', 'Courage', 'Care']) insert.run(name, 10)
      old.prepare("UPDATE scoring_criteria SET is_active = 0 WHERE name = 'Courage'").run()
      old.close()

      const upgraded = openDatabase(before.file)
      try {
        expect(listAllCriteria(upgraded).map((c) => [c.name, c.isActive])).toEqual([
          ['Curiosity', true],
          ['Courage', false],
          ['Care', true],
        ])
        addCriterion(upgraded, input())
        expect(listAllCriteria(upgraded).at(-1)!.name).toBe('Teamwork')
      } finally {
        upgraded.$client.close()
      }
    } finally {
      before.close()
    }
  })
})
