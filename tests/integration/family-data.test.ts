import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assignments, feedbackEmails, projects, projectScores, recusals, storedFiles } from '../../db/schema'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import {
  eraseFamily,
  exportFamilyData,
  findFamilyProjects,
} from '../../app/features/families/family-data.server'
import { createFileStore, type FileStore } from '../../app/infra/file-store.server'
import { familyEraseSchema, familyLookupSchema } from '../../app/features/families/family-data'
import { createTestDb } from '../setup/test-db'
import { addJudge, addProject, criteriaIds, scoreProject } from '../setup/fixtures'

// The organiser finds a family's projects by e-mail, downloads a copy, and erases them.
let t: ReturnType<typeof createTestDb>
let store: FileStore
let criteria: number[]

beforeEach(() => {
  t = createTestDb()
  store = createFileStore(path.join(t.dir, 'files'))
  criteria = criteriaIds(t.db)
})
afterEach(() => t.close())

const judge = (name: string) => addJudge(t.db, { name }).id

/** A project with a thumbnail, its card and one uploaded file, each a real file on disk with its row. */
function project(name: string, authorEmail: string | null, status: 'pending' | 'approved' = 'pending') {
  const id = addProject(t.db, {
    name,
    authorEmail,
    status,
    editTokenHash: crypto.randomBytes(32).toString('hex'),
  }).id
  const files = (['thumbnail', 'card', 'file'] as const).map((role) => {
    const name = `${crypto.randomBytes(16).toString('hex')}.png`
    fs.writeFileSync(path.join(store.uploadsDir, name), `${role} of project ${id}`)
    t.db.insert(storedFiles).values({ name, projectId: id, role, contentType: 'image/png', size: 20 }).run()
    return name
  })
  t.db
    .update(projects)
    .set({ thumbnail: files[0] })
    .where(inArray(projects.id, [id]))
    .run()
  return { id, files }
}

const score = (projectId: number, judgeId: number, points: number, comments: string | null = null) =>
  scoreProject(t.db, { projectId, judgeId, score: points, comments, criteria: criteria.slice(0, 2) })

const onDisk = () => fs.readdirSync(store.uploadsDir).sort()
/** The family's two projects are still there, and every file on disk is as it was. */
const expectNothingErased = (family: { id: number }[], files: string[]) => {
  expect(
    rowsOf(
      projects,
      family.map((p) => p.id),
    ),
  ).toHaveLength(2)
  expect(onDisk()).toEqual(files)
}
const rowsOf = (
  table: typeof projects | typeof projectScores | typeof storedFiles | typeof assignments | typeof recusals,
  ids: number[],
) =>
  t.db
    .select()
    .from(table)
    .where(inArray('projectId' in table ? table.projectId : table.id, ids))
    .all()

/** Two projects of the Rivera family (typed differently), one of the Chen family, one without e-mail. */
function event() {
  const ann = judge('Ann')
  const bo = judge('Bo')
  const rivera = [
    project('Volcano', 'Rivera.Family@Example.org', 'approved'),
    project('Kite', '  rivera.family@example.org ', 'pending'),
  ]
  const chen = project('Bridge', 'chen@example.org', 'approved')
  const anonymous = project('Robot', null, 'approved')
  score(rivera[0]!.id, ann, 7, 'Lovely volcano')
  score(rivera[0]!.id, bo, 9)
  score(chen.id, ann, 5, 'Strong bridge')
  t.db.insert(recusals).values({ projectId: rivera[1]!.id, judgeId: bo }).run()
  t.db.insert(recusals).values({ projectId: chen.id, judgeId: bo }).run()
  syncAssignments(t.db)
  return { rivera, chen, anonymous, others: [chen, anonymous] }
}

describe('finding a family’s projects', () => {
  it('matches the e-mail exactly, whatever its case and surrounding spaces', () => {
    const { rivera } = event()
    for (const typed of ['rivera.family@example.org', ' RIVERA.FAMILY@EXAMPLE.ORG ']) {
      expect(findFamilyProjects(t.db, typed).map((p) => p.id)).toEqual(rivera.map((p) => p.id))
    }
    expect(findFamilyProjects(t.db, 'family@example.org')).toEqual([])
    expect(findFamilyProjects(t.db, 'rivera.family@example')).toEqual([])
    expect(findFamilyProjects(t.db, '%@example.org')).toEqual([])
  })

  it('takes a real e-mail address only, trimmed and lower-cased', () => {
    expect(familyLookupSchema.safeParse({ email: ' Ann@Example.org ' }).data).toEqual({
      email: 'ann@example.org',
    })
    for (const email of ['', 'not an address', '%']) {
      expect(familyLookupSchema.safeParse({ email }).success).toBe(false)
    }
    expect(familyEraseSchema.safeParse({ email: 'a@example.org', count: '0' }).success).toBe(false)
    expect(familyEraseSchema.safeParse({ email: 'a@example.org', count: '2' }).data?.count).toBe(2)
  })
})

describe('exporting a family’s data', () => {
  it('has every stored field, file and score of that family, nothing of others, and no token hash', () => {
    const { rivera, chen } = event()
    const data = exportFamilyData(t.db, 'RIVERA.family@example.org', new Date(0))
    const text = JSON.stringify(data)

    expect(data.email).toBe('rivera.family@example.org')
    expect(data.projects.map((p) => p.name)).toEqual(['Volcano', 'Kite'])
    const volcano = data.projects[0]!
    expect(volcano).toMatchObject({
      id: rivera[0]!.id,
      description: 'A project',
      authorName: 'Sam',
      authorEmail: 'Rivera.Family@Example.org',
      status: 'approved',
      thumbnail: rivera[0]!.files[0],
    })
    expect(Object.keys(volcano)).toEqual(
      expect.arrayContaining(['submissionType', 'submissionMethod', 'url', 'submittedAt', 'consentAt']),
    )
    expect(volcano.files.map((f) => f.name).sort()).toEqual([...rivera[0]!.files].sort())
    expect(volcano.scores).toHaveLength(4)
    expect(volcano.scores.map((s) => [s.judge, s.score, s.comments])).toEqual([
      [1, 7, 'Lovely volcano'],
      [1, 7, 'Lovely volcano'],
      [2, 9, null],
      [2, 9, null],
    ])
    expect(volcano.scores[0]).toMatchObject({ criterion: expect.any(String), maxPoints: 10 })

    // Nothing of another family, no judge's name, no hash of the private link.
    for (const name of ['Bridge', 'Robot', 'chen@example.org', 'Strong bridge', ...chen.files, 'Ann', 'Bo']) {
      expect(text).not.toContain(name)
    }
    expect(text.toLowerCase()).not.toContain('hash')
    const hashes = t.db.select({ hash: projects.editTokenHash }).from(projects).all()
    for (const { hash } of hashes) expect(text).not.toContain(hash)
  })

  it('is empty for an address nobody used', () => {
    event()
    expect(exportFamilyData(t.db, 'nobody@example.org').projects).toEqual([])
  })
})

describe('erasing a family’s data', () => {
  it('leaves no row and no file of that e-mail, and every other family’s rows and files as they were', () => {
    const { rivera, others } = event()
    const ids = rivera.map((p) => p.id)
    const otherIds = others.map((p) => p.id)
    const before = {
      scores: rowsOf(projectScores, otherIds),
      files: rowsOf(storedFiles, otherIds),
      assignments: rowsOf(assignments, otherIds),
      recusals: rowsOf(recusals, otherIds),
    }
    // The fixture really holds what the erasure must remove.
    expect(rowsOf(projectScores, ids)).toHaveLength(4)
    expect(rowsOf(assignments, ids).length).toBeGreaterThan(0)
    expect(rowsOf(recusals, ids)).toHaveLength(1)

    expect(eraseFamily(t.db, store, 'rivera.family@EXAMPLE.org', 2)).toEqual({ outcome: 'erased', count: 2 })

    for (const table of [projects, projectScores, storedFiles, assignments, recusals]) {
      expect(rowsOf(table, ids)).toEqual([])
    }
    expect(findFamilyProjects(t.db, 'rivera.family@example.org')).toEqual([])
    expect(onDisk()).toEqual(others.flatMap((p) => p.files).sort())
    expect(rowsOf(projects, otherIds)).toHaveLength(2)
    expect(rowsOf(projectScores, otherIds)).toEqual(before.scores)
    expect(rowsOf(storedFiles, otherIds)).toEqual(before.files)
    expect(rowsOf(recusals, otherIds)).toEqual(before.recusals)
    // The judges' queues are planned again: the others keep being reviewed.
    expect(rowsOf(assignments, otherIds).length).toBeGreaterThanOrEqual(before.assignments.length)
  })

  it('erases nothing when the number the organiser confirmed is no longer right', () => {
    const { rivera } = event()
    const files = onDisk()
    expect(eraseFamily(t.db, store, 'rivera.family@example.org', 1)).toEqual({
      outcome: 'count-changed',
      count: 2,
    })
    expectNothingErased(rivera, files)
  })

  it('keeps the files when the transaction fails', () => {
    const { rivera } = event()
    const files = onDisk()
    // A trigger that refuses the deletion stands in for any failure inside the transaction.
    t.db.$client.exec(
      "CREATE TRIGGER refuse BEFORE DELETE ON projects BEGIN SELECT raise(ABORT, 'refused'); END",
    )
    expect(() => eraseFamily(t.db, store, 'rivera.family@example.org', 2)).toThrow('refused')
    expectNothingErased(rivera, files)
  })
})

describe('the record that a family was e-mailed their feedback', () => {
  it('is in their copy, and goes with their erasure; another family’s stays', () => {
    event()
    const at = new Date(1_750_000_000_000)
    t.db
      .insert(feedbackEmails)
      .values([
        { emailKey: 'rivera.family@example.org', sentAt: at },
        { emailKey: 'chen@example.org', sentAt: at },
      ])
      .run()
    expect(exportFamilyData(t.db, ' Rivera.Family@example.org').feedbackEmailedAt).toEqual(at)
    expect(exportFamilyData(t.db, 'nobody@example.org').feedbackEmailedAt).toBeNull()
    expect(eraseFamily(t.db, store, 'RIVERA.family@example.org', 2)).toEqual({ outcome: 'erased', count: 2 })
    expect(t.db.select().from(feedbackEmails).all()).toEqual([{ emailKey: 'chen@example.org', sentAt: at }])
  })
})
