import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { projects } from '../../db/schema'
import { setParticipantNames } from '../../app/features/judging/judging-settings.server'
import {
  listTableCards,
  numberTables,
  setTableNumber,
  tableNumbering,
} from '../../app/features/showcase/table-numbers.server'
import type { ProjectStatus, SubmissionType } from '../../app/features/submissions/project-fields'
import { testDbPerTest } from '../setup/test-db'
import { addProject } from '../setup/fixtures'

// The showcase floor's table numbers: "Number the tables" in each order, one number edited, a duplicate refused.

const t = testDbPerTest()

let clock = 1_000
const add = (
  name: string,
  options: { status?: ProjectStatus; type?: SubmissionType; authorName?: string } = {},
) =>
  addProject(t.db, {
    name,
    status: options.status ?? 'approved',
    submissionType: options.type ?? 'photo',
    authorName: options.authorName ?? 'Sam',
    submittedAt: (clock += 1_000),
  }).id

const tableOf = (id: number) =>
  t.db.select({ n: projects.tableNumber }).from(projects).where(eq(projects.id, id)).get()?.n ?? null

describe('numberTables', () => {
  it('gives 1…n to the approved projects in the order chosen, and none to the others', () => {
    const zebra = add('Zebra crossing', { type: 'video' })
    const apple = add('apple battery', { type: 'website' })
    const pending = add('Aardvark', { status: 'pending' })
    const moon = add('Moon 10', { type: 'video' })
    const moon2 = add('Moon 2', { type: 'photo' })

    expect(numberTables(t.db, 'submission')).toEqual({ outcome: 'ok', count: 4, first: 1, last: 4 })
    expect([zebra, apple, moon, moon2].map(tableOf)).toEqual([1, 2, 3, 4])
    expect(tableOf(pending)).toBeNull()

    numberTables(t.db, 'name')
    // Case aside, and "2" before "10" as a person reads them.
    expect([apple, moon2, moon, zebra].map(tableOf)).toEqual([1, 2, 3, 4])

    numberTables(t.db, 'type')
    // Video, photo, PDF, website (the submission form's order), then by name within a type.
    expect([moon, zebra, moon2, apple].map(tableOf)).toEqual([1, 2, 3, 4])
  })

  it('takes away the numbers of projects no longer approved, all in one go', () => {
    const a = add('A')
    const b = add('B')
    numberTables(t.db, 'submission')
    t.db.update(projects).set({ status: 'rejected' }).where(eq(projects.id, a)).run()
    numberTables(t.db, 'submission')
    expect([tableOf(a), tableOf(b)]).toEqual([null, 1])
    expect(tableNumbering(t.db)).toEqual({ numbered: 1, waiting: 0, highest: 1 })
  })

  it('gives a story one table: its newest approved version, never an earlier one', () => {
    const first = add('Solar Oven')
    const other = add('Kite')
    numberTables(t.db, 'submission')
    const second = addProject(t.db, {
      name: 'Solar Oven',
      status: 'approved',
      storyId: first,
      previousId: first,
      submittedAt: (clock += 1_000),
    }).id
    expect(tableNumbering(t.db)).toEqual({ numbered: 2, waiting: 1, highest: 2 })
    numberTables(t.db, 'submission')
    expect([tableOf(first), tableOf(other), tableOf(second)]).toEqual([null, 1, 2])
    expect(listTableCards(t.db).map((card) => card.id)).toEqual([other, second])
  })

  it('numbers only the approved projects without a table, after the highest number, keeping every other', () => {
    const a = add('Kite')
    const b = add('Volcano')
    const held = add('Held back', { status: 'pending' })
    numberTables(t.db, 'submission')
    setTableNumber(t.db, b, 7)
    setTableNumber(t.db, held, 9)
    // Approved late, in the order asked for: by name, whatever their submission order.
    const late = [add('Zebra crossing'), add('apple battery'), add('Moon')]
    const waiting = add('Waiting', { status: 'pending' })
    expect(tableNumbering(t.db)).toEqual({ numbered: 3, waiting: 3, highest: 9 })

    expect(numberTables(t.db, 'name', 'waiting')).toEqual({ outcome: 'ok', count: 3, first: 10, last: 12 })
    expect(late.map(tableOf)).toEqual([12, 10, 11])
    expect([a, b, held, waiting].map(tableOf)).toEqual([1, 7, 9, null])
    expect(numberTables(t.db, 'name', 'waiting')).toEqual({ outcome: 'ok', count: 0, first: 13, last: 12 })
    expect(tableNumbering(t.db)).toEqual({ numbered: 6, waiting: 0, highest: 12 })
  })

  it('refuses to number past the highest table number, and changes nothing', () => {
    const a = add('Kite')
    setTableNumber(t.db, a, 9998)
    const [b, c] = [add('Volcano'), add('Moon')]
    expect(numberTables(t.db, 'submission', 'waiting')).toEqual({
      outcome: 'too-high',
      count: 2,
      first: 9999,
    })
    expect([a, b, c].map(tableOf)).toEqual([9998, null, null])
  })
})

describe('setTableNumber', () => {
  it('changes or clears one number, and refuses one another project holds, naming it', () => {
    const a = add('Volcano')
    const b = add('Kite')
    numberTables(t.db, 'submission')

    expect(setTableNumber(t.db, b, 12)).toEqual({ outcome: 'ok' })
    expect(setTableNumber(t.db, a, 12)).toEqual({ outcome: 'taken', holder: { id: b, name: 'Kite' } })
    expect([tableOf(a), tableOf(b)]).toEqual([1, 12])
    // Its own number again is no clash.
    expect(setTableNumber(t.db, b, 12)).toEqual({ outcome: 'ok' })
    expect(setTableNumber(t.db, b, null)).toEqual({ outcome: 'ok' })
    expect(tableOf(b)).toBeNull()
    expect(setTableNumber(t.db, 999, 3)).toEqual({ outcome: 'not-found' })
  })

  it('has the unique index behind it', () => {
    const a = add('A')
    const b = add('B')
    t.db.update(projects).set({ tableNumber: 5 }).where(eq(projects.id, a)).run()
    expect(() => t.db.update(projects).set({ tableNumber: 5 }).where(eq(projects.id, b)).run()).toThrow(
      /UNIQUE/,
    )
  })
})

describe('listTableCards', () => {
  it('lists the approved projects with a table, in table order, names as the public reads them', () => {
    const a = add('Volcano', { authorName: 'Ada Lovelace' })
    const b = add('Kite', { authorName: 'Grace Hopper' })
    add('No table yet')
    const pending = add('Pending', { status: 'pending' })
    setTableNumber(t.db, a, 7)
    setTableNumber(t.db, b, 3)
    setTableNumber(t.db, pending, 1)

    expect(listTableCards(t.db)).toEqual([
      { id: b, tableNumber: 3, name: 'Kite', authorName: 'Grace Hopper' },
      { id: a, tableNumber: 7, name: 'Volcano', authorName: 'Ada Lovelace' },
    ])
    setParticipantNames(t.db, 'initial')
    expect(listTableCards(t.db).map((card) => card.authorName)).toEqual(['Grace H.', 'Ada L.'])
  })
})
