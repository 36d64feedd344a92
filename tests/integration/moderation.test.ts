import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  projects,
  projectScores,
  scoringCriteria,
  sessions,
  storedFiles,
  type NewProject,
} from '../../db/schema'
import { type StagedFile } from '../../app/infra/file-store.server'
import { makeCardImage } from '../../app/infra/images.server'
import { DuplicateEmailError } from '../../app/features/accounts/judges.server'
import {
  deleteJudge,
  listAdminJudges,
  updateJudgeByAdmin,
} from '../../app/features/accounts/judge-roster.server'
import {
  countAdminProjects,
  deleteProject,
  getAdminProject,
  getDashboardCounts,
  listAdminProjects,
  replaceProjectThumbnail,
  changeProjectStatus,
  updateProjectDetails,
} from '../../app/features/submissions/moderation.server'
import { resultsCsv } from '../../app/features/results/results-file.server'
import { getGradingStats } from '../../app/features/results/grading.server'
import { createProject } from '../../app/features/submissions/projects.server'
import { getLeaderboard } from '../../app/features/results/weighted-scores.server'
import { testDbPerTest } from '../setup/test-db'
import { columnsAfterCriteria, columnsBeforeCriteria } from '../setup/results-columns'
import * as fixtures from '../setup/fixtures'

const t = testDbPerTest()
// The seeded criteria in id order; tests that score choose which stay active.
let A: number, B: number, C: number, D: number, E: number
beforeEach(() => {
  ;[A, B, C, D, E] = fixtures.criteriaIds(t.db) as [number, number, number, number, number]
})

// ---------------------------------------------------------------------------------------------------------------
// Fixture helpers
// ---------------------------------------------------------------------------------------------------------------

function addProject(
  name: string,
  {
    status = 'pending',
    submittedAt = 1_000,
    authorName = 'Sam',
    authorEmail = 'family@example.org',
    submissionType = 'video',
  }: Partial<Pick<NewProject, 'status' | 'authorName' | 'authorEmail' | 'submissionType'>> & {
    submittedAt?: number
  } = {},
) {
  return fixtures.addProject(t.db, {
    name,
    description: `About ${name}`,
    submissionType,
    authorName,
    authorEmail,
    status,
    submittedAt,
  }).id
}

const addJudge = (name: string, fields: Omit<fixtures.JudgeFields, 'name'> = {}) =>
  fixtures.addJudge(t.db, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.org`,
    ...fields,
  }).id

const addScore = (projectId: number, judgeId: number, criteriaId: number, score: number) =>
  fixtures.addScore(t.db, { projectId, judgeId, criteriaId, score })

/** Criterion A: weight 1, max 10; B: weight 2, max 5; C, D, E inactive. Max possible = 1×10 + 2×5 = 20. */
function useTwoCriteria() {
  t.db.update(scoringCriteria).set({ weight: 1, maxPoints: 10 }).where(eq(scoringCriteria.id, A)).run()
  t.db.update(scoringCriteria).set({ weight: 2, maxPoints: 5 }).where(eq(scoringCriteria.id, B)).run()
  t.db
    .update(scoringCriteria)
    .set({ isActive: false })
    .where(inArray(scoringCriteria.id, [C, D, E]))
    .run()
}

/** A real PNG in tmpDir, staged the way parseUpload leaves an accepted file. */
async function stageImage(field = 'thumbnail', colour = '#2563eb'): Promise<StagedFile> {
  const hex = crypto.randomBytes(16).toString('hex')
  const tempPath = path.join(t.store.tmpDir, `${crypto.randomBytes(16).toString('hex')}.part`)
  const info = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toFile(tempPath)
  return {
    field,
    name: `${hex}.png`,
    kind: 'png',
    contentType: 'image/png',
    size: info.size,
    tempPath,
    originalName: `${field}.png`,
  }
}

/** A project committed as a real submission is, its card made from `thumbnail`. */
async function committedProject(
  name: string,
  fields: {
    submissionType: 'video' | 'photo'
    submissionMethod: 'youtube' | 'upload'
    url?: string
    files?: StagedFile[]
  },
  thumbnail: StagedFile,
) {
  const card = await makeCardImage(thumbnail, t.store)
  const project = createProject(t.db, t.store, {
    description: 'It erupts.',
    authorName: 'Sam',
    authorEmail: 'sam@example.org',
    name,
    files: [],
    thumbnail,
    card,
    consentAt: null,
    ...fields,
  })
  return { id: project.id, card: card.name }
}

/** A video-link project with a thumbnail and its card. */
async function videoProject(name: string) {
  const thumbnail = await stageImage()
  const fields = {
    submissionType: 'video',
    submissionMethod: 'youtube',
    url: 'https://youtu.be/dQw4w9WgXcQ',
  } as const
  return { ...(await committedProject(name, fields, thumbnail)), thumbnail: thumbnail.name }
}

/** A photo project whose thumbnail is its first photo, as the submission form makes it. */
async function photoProject(name: string) {
  const photos = [await stageImage('files', '#16a34a'), await stageImage('files', '#dc2626')]
  const fields = { submissionType: 'photo', submissionMethod: 'upload', files: photos } as const
  return { ...(await committedProject(name, fields, photos[0]!)), files: photos.map((photo) => photo.name) }
}

const uploads = () => fs.readdirSync(t.store.uploadsDir).sort()
const tmpFiles = () => fs.readdirSync(t.store.tmpDir)
const rowsOf = (projectId: number) =>
  t.db
    .select({ name: storedFiles.name, role: storedFiles.role })
    .from(storedFiles)
    .where(eq(storedFiles.projectId, projectId))
    .all()
    .sort((a, b) => a.name.localeCompare(b.name))

// ---------------------------------------------------------------------------------------------------------------
// Dashboard counts
// ---------------------------------------------------------------------------------------------------------------

describe('getDashboardCounts', () => {
  it('is all zeros on an empty database', () => {
    expect(getDashboardCounts(t.db)).toEqual({
      totalProjects: 0,
      approved: 0,
      pending: 0,
      activeJudges: 0,
      awaitingApproval: 0,
    })
  })

  it('counts projects by status, only the active approved judges, and those awaiting approval', () => {
    addProject('One', { status: 'approved' })
    addProject('Two', { status: 'approved' })
    addProject('Three', { status: 'pending' })
    addProject('Four', { status: 'pending' })
    addProject('Five', { status: 'pending' })
    addProject('Six', { status: 'rejected' })
    addJudge('Ann')
    addJudge('Bea')
    addJudge('Cid', { isActive: false })
    addJudge('Dee', { isApproved: false })
    addJudge('Eve', { isApproved: false, isActive: false })
    expect(getDashboardCounts(t.db)).toEqual({
      totalProjects: 6,
      approved: 2,
      pending: 3,
      activeJudges: 2,
      awaitingApproval: 2,
    })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------------------------

describe('listAdminProjects', () => {
  it('lists every status, newest first, with the author e-mail', () => {
    const old = addProject('Old', { status: 'approved', submittedAt: 1_000 })
    const mid = addProject('Mid', { status: 'rejected', submittedAt: 2_000 })
    const recent = addProject('New', { status: 'pending', submittedAt: 3_000 })
    const list = listAdminProjects(t.db)
    expect(list.map((p) => p.id)).toEqual([recent, mid, old])
    expect(list[0]).toMatchObject({
      name: 'New',
      status: 'pending',
      authorEmail: 'family@example.org',
      files: [],
      submittedAt: new Date(3_000),
    })
  })

  it('searches project and author names case-insensitively, trimmed', () => {
    addProject('Volcano in a Bottle', { authorName: 'Ana', submittedAt: 1_000 })
    addProject('Robot Arm', { authorName: 'Volker', submittedAt: 2_000 })
    addProject('Kite', { authorName: 'Ben', submittedAt: 3_000 })
    expect(listAdminProjects(t.db, { q: 'BOTTLE' }).map((p) => p.name)).toEqual(['Volcano in a Bottle'])
    // 'vol' is in one project's name and the other's author: both match, newest first.
    expect(listAdminProjects(t.db, { q: '  vol ' }).map((p) => p.name)).toEqual([
      'Robot Arm',
      'Volcano in a Bottle',
    ])
    expect(listAdminProjects(t.db, { q: 'ben' }).map((p) => p.name)).toEqual(['Kite'])
    expect(listAdminProjects(t.db, { q: 'nothing like it' })).toEqual([])
  })

  it('treats %, _ and \\ in the search as plain characters', () => {
    addProject('a%b', { submittedAt: 1_000 })
    addProject('axb', { submittedAt: 2_000 })
    addProject('a_c', { submittedAt: 3_000 })
    addProject('abc', { submittedAt: 4_000 })
    addProject('back\\slash', { submittedAt: 5_000 })
    expect(listAdminProjects(t.db, { q: 'a%' }).map((p) => p.name)).toEqual(['a%b'])
    expect(listAdminProjects(t.db, { q: 'a_' }).map((p) => p.name)).toEqual(['a_c'])
    expect(listAdminProjects(t.db, { q: '%' }).map((p) => p.name)).toEqual(['a%b'])
    expect(listAdminProjects(t.db, { q: '\\' }).map((p) => p.name)).toEqual(['back\\slash'])
  })

  it('lists everything for an empty or blank search', () => {
    addProject('One', { submittedAt: 1_000 })
    addProject('Two', { submittedAt: 2_000 })
    expect(listAdminProjects(t.db, { q: '' })).toHaveLength(2)
    expect(listAdminProjects(t.db, { q: '   ' })).toHaveLength(2)
    expect(listAdminProjects(t.db, {})).toHaveLength(2)
  })
})

describe('the status filter of the projects list', () => {
  it('lists the pending projects first when no status is chosen, each group newest first', () => {
    addProject('Old pending', { status: 'pending', submittedAt: 1_000 })
    addProject('New approved', { status: 'approved', submittedAt: 4_000 })
    addProject('New pending', { status: 'pending', submittedAt: 3_000 })
    addProject('Rejected', { status: 'rejected', submittedAt: 2_000 })
    expect(listAdminProjects(t.db).map((p) => p.name)).toEqual([
      'New pending',
      'Old pending',
      'New approved',
      'Rejected',
    ])
    // A page cut short keeps that order: the pending fill it first.
    expect(listAdminProjects(t.db, { limit: 3 }).map((p) => p.name)).toEqual([
      'New pending',
      'Old pending',
      'New approved',
    ])
    expect(listAdminProjects(t.db, { limit: 1 }).map((p) => p.name)).toEqual(['New pending'])
  })

  it('narrows to one status, with or without a search', () => {
    addProject('Kite', { status: 'approved', submittedAt: 1_000 })
    addProject('Kite two', { status: 'approved', submittedAt: 2_000 })
    addProject('Kite three', { status: 'pending', submittedAt: 3_000 })
    addProject('Robot', { status: 'approved', submittedAt: 4_000 })
    expect(listAdminProjects(t.db, { status: 'approved' }).map((p) => p.name)).toEqual([
      'Robot',
      'Kite two',
      'Kite',
    ])
    expect(listAdminProjects(t.db, { status: 'approved', q: 'KITE', limit: 1 }).map((p) => p.name)).toEqual([
      'Kite two',
    ])
    expect(listAdminProjects(t.db, { status: 'rejected' })).toEqual([])
  })

  it('counts each filter for the same search', () => {
    expect(countAdminProjects(t.db)).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0 })
    addProject('Kite', { status: 'approved' })
    addProject('Kite two', { status: 'pending' })
    addProject('Robot', { status: 'pending', authorName: 'Kitty' })
    addProject('Volcano', { status: 'rejected' })
    expect(countAdminProjects(t.db)).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1 })
    expect(countAdminProjects(t.db, { q: ' kit ' })).toEqual({ all: 3, pending: 2, approved: 1, rejected: 0 })
  })
})

describe('getAdminProject', () => {
  it('returns any project with its author e-mail, or undefined', () => {
    const id = addProject('Hidden', { status: 'rejected' })
    expect(getAdminProject(t.db, id)).toMatchObject({
      id,
      status: 'rejected',
      authorEmail: 'family@example.org',
    })
    expect(getAdminProject(t.db, id + 1)).toBeUndefined()
  })
})

describe('changeProjectStatus', () => {
  it('approves or rejects a pending project, once', () => {
    const a = addProject('A')
    const b = addProject('B')
    expect(changeProjectStatus(t.db, a, 'approved')).toBe('ok')
    expect(changeProjectStatus(t.db, b, 'rejected')).toBe('ok')
    expect(getAdminProject(t.db, a)?.status).toBe('approved')
    expect(getAdminProject(t.db, b)?.status).toBe('rejected')

    // No longer pending: neither the same nor the other decision is taken.
    expect(changeProjectStatus(t.db, a, 'approved')).toBe('not-pending')
    expect(changeProjectStatus(t.db, a, 'rejected')).toBe('not-pending')
    expect(changeProjectStatus(t.db, b, 'approved')).toBe('not-pending')
    expect(getAdminProject(t.db, a)?.status).toBe('approved')
    expect(getAdminProject(t.db, b)?.status).toBe('rejected')
  })

  it('says not-found for a missing project', () => {
    expect(changeProjectStatus(t.db, 999, 'approved')).toBe('not-found')
  })

  it('never leads back to pending', () => {
    const a = addProject('A', { status: 'approved' })
    const b = addProject('B', { status: 'rejected' })
    const c = addProject('C')
    for (const id of [a, b, c]) expect(changeProjectStatus(t.db, id, 'pending')).toBe('not-pending')
    expect([a, b, c].map((id) => getAdminProject(t.db, id)?.status)).toEqual([
      'approved',
      'rejected',
      'pending',
    ])
  })
})

describe('updateProjectDetails', () => {
  it('trims the new values and keeps the status', () => {
    const id = addProject('Old name', { status: 'approved', authorName: 'Sam' })
    const updated = updateProjectDetails(t.db, id, {
      name: '  New name ',
      authorName: ' Samira ',
      description: '  Better words.  ',
    })
    expect(updated).toMatchObject({
      id,
      name: 'New name',
      authorName: 'Samira',
      description: 'Better words.',
      status: 'approved',
      authorEmail: 'family@example.org',
    })
    expect(getAdminProject(t.db, id)).toEqual(updated)
  })

  it('changes only what it is given, and the status only when asked', () => {
    const id = addProject('Kite', { status: 'pending' })
    expect(updateProjectDetails(t.db, id, { description: 'Flies high.' })).toMatchObject({
      name: 'Kite',
      description: 'Flies high.',
      status: 'pending',
    })
    expect(updateProjectDetails(t.db, id, { status: 'approved' })).toMatchObject({ status: 'approved' })
    expect(updateProjectDetails(t.db, id, {})).toMatchObject({ name: 'Kite', status: 'approved' })
  })

  it('changes the status only as the dashboard may, and then nothing else either', () => {
    const id = addProject('Kite', { status: 'approved' })
    expect(updateProjectDetails(t.db, id, { name: 'Renamed', status: 'rejected' })).toBe('not-pending')
    expect(updateProjectDetails(t.db, id, { status: 'approved' })).toBe('not-pending')
    expect(getAdminProject(t.db, id)).toMatchObject({ name: 'Kite', status: 'approved' })
  })

  it('says not-found for a missing project', () => {
    expect(updateProjectDetails(t.db, 999, { name: 'Ghost' })).toBe('not-found')
    expect(updateProjectDetails(t.db, 999, {})).toBe('not-found')
  })
})

describe('replaceProjectThumbnail', () => {
  it('swaps the thumbnail and card rows and files, and removes the old ones from disk', async () => {
    const project = await videoProject('Volcano')
    const other = await videoProject('Robot')
    expect(uploads()).toEqual([project.thumbnail, project.card, other.thumbnail, other.card].sort())

    const thumbnail = await stageImage('thumbnail', '#f59e0b')
    const card = await makeCardImage(thumbnail, t.store)
    expect(replaceProjectThumbnail(t.db, t.store, project.id, thumbnail, card)).toBe('ok')

    expect(getAdminProject(t.db, project.id)?.thumbnail).toBe(thumbnail.name)
    expect(rowsOf(project.id)).toEqual(
      [
        { name: thumbnail.name, role: 'thumbnail' },
        { name: card.name, role: 'card' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    )
    expect(uploads()).toEqual([thumbnail.name, card.name, other.thumbnail, other.card].sort())
    expect(tmpFiles()).toEqual([])
    // The other project is untouched.
    expect(getAdminProject(t.db, other.id)?.thumbnail).toBe(other.thumbnail)
    expect(rowsOf(other.id)).toHaveLength(2)
  })

  it('keeps a photo project’s photo that was its thumbnail, and removes only the old card', async () => {
    const project = await photoProject('Leaves')
    expect(getAdminProject(t.db, project.id)?.thumbnail).toBe(project.files[0])

    const thumbnail = await stageImage('thumbnail', '#f59e0b')
    const card = await makeCardImage(thumbnail, t.store)
    expect(replaceProjectThumbnail(t.db, t.store, project.id, thumbnail, card)).toBe('ok')

    const after = getAdminProject(t.db, project.id)
    expect(after?.thumbnail).toBe(thumbnail.name)
    expect(after?.files).toEqual(project.files)
    expect(rowsOf(project.id)).toEqual(
      [
        { name: project.files[0]!, role: 'file' },
        { name: project.files[1]!, role: 'file' },
        { name: thumbnail.name, role: 'thumbnail' },
        { name: card.name, role: 'card' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    )
    expect(uploads()).toEqual([...project.files, thumbnail.name, card.name].sort())
    expect(uploads()).not.toContain(project.card)
  })

  it('commits nothing for a missing project and leaves the staged files to the caller', async () => {
    const project = await videoProject('Volcano')
    const before = uploads()
    const thumbnail = await stageImage()
    const card = await makeCardImage(thumbnail, t.store)
    expect(replaceProjectThumbnail(t.db, t.store, project.id + 100, thumbnail, card)).toBe('not-found')
    expect(uploads()).toEqual(before)
    expect(fs.existsSync(thumbnail.tempPath)).toBe(true)
    expect(fs.existsSync(card.tempPath)).toBe(true)
    expect(
      t.db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.name, [thumbnail.name, card.name]))
        .all(),
    ).toEqual([])
  })

  it('rolls back when the new files cannot be moved into place', async () => {
    const project = await videoProject('Volcano')
    const before = uploads()
    const thumbnail = await stageImage()
    const card = await makeCardImage(thumbnail, t.store)
    fs.rmSync(card.tempPath)
    expect(() => replaceProjectThumbnail(t.db, t.store, project.id, thumbnail, card)).toThrow(/ENOENT/)
    expect(getAdminProject(t.db, project.id)?.thumbnail).toBe(project.thumbnail)
    expect(rowsOf(project.id).map((r) => r.name)).toEqual([project.thumbnail, project.card].sort())
    expect(uploads()).toEqual(before)
  })
})

describe('deleteProject', () => {
  it('removes the row, its scores, its file records and its files, and nothing else', async () => {
    const doomed = await photoProject('Doomed')
    const kept = await videoProject('Kept')
    const judge = addJudge('Ann')
    addScore(doomed.id, judge, A, 7)
    addScore(doomed.id, judge, B, 5)
    addScore(kept.id, judge, A, 9)
    expect(uploads()).toHaveLength(5)

    expect(deleteProject(t.db, t.store, doomed.id)).toBe(true)

    expect(getAdminProject(t.db, doomed.id)).toBeUndefined()
    expect(
      t.db
        .select()
        .from(projectScores)
        .all()
        .map((s) => s.projectId),
    ).toEqual([kept.id])
    expect(rowsOf(doomed.id)).toEqual([])
    expect(uploads()).toEqual([kept.thumbnail, kept.card].sort())
    expect(getAdminProject(t.db, kept.id)).toBeDefined()
    expect(rowsOf(kept.id)).toHaveLength(2)
  })

  it('leaves another photo project’s file list as it was, in upload order', async () => {
    const doomed = await photoProject('Doomed')
    const kept = await photoProject('Kept')
    expect(deleteProject(t.db, t.store, doomed.id)).toBe(true)
    expect(getAdminProject(t.db, kept.id)?.files).toEqual(kept.files)
    expect(listAdminProjects(t.db).map((p) => [p.name, p.files])).toEqual([['Kept', kept.files]])
    expect(uploads()).toEqual([...kept.files, kept.card].sort())
  })

  it('answers false for a missing project', () => {
    expect(deleteProject(t.db, t.store, 999)).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Judges
// ---------------------------------------------------------------------------------------------------------------

describe('listAdminJudges', () => {
  it('lists judges by name with the number of distinct projects each has scored', () => {
    const p1 = addProject('P1')
    const p2 = addProject('P2')
    const bea = addJudge('bea')
    const ann = addJudge('Ann', { isActive: false })
    const cid = addJudge('Cid')
    // Bea: two criteria of P1 and one of P2 → two projects, not three scores.
    addScore(p1, bea, A, 5)
    addScore(p1, bea, B, 6)
    addScore(p2, bea, A, 7)
    addScore(p2, ann, C, 3)

    const list = listAdminJudges(t.db)
    // Ordered by name whatever its capitalisation.
    expect(list.map((j) => j.name)).toEqual(['Ann', 'bea', 'Cid'])
    expect(list.map((j) => [j.id, j.projectsReviewed])).toEqual([
      [ann, 1],
      [bea, 2],
      [cid, 0],
    ])
    expect(list[0]).toEqual({
      id: ann,
      name: 'Ann',
      email: 'ann@example.org',
      expertise: null,
      isActive: false,
      isApproved: true,
      createdAt: expect.any(Date),
      projectsReviewed: 1,
    })
    expect(list[1]?.isActive).toBe(true)
  })

  it('lists the judges awaiting approval first, each group by name', () => {
    addJudge('Ann')
    addJudge('zoe', { isApproved: false })
    addJudge('Bob', { isApproved: false, isActive: false })
    addJudge('Cid')
    expect(listAdminJudges(t.db).map((j) => [j.name, j.isApproved])).toEqual([
      ['Bob', false],
      ['zoe', false],
      ['Ann', true],
      ['Cid', true],
    ])
  })
})

describe('updateJudgeByAdmin', () => {
  it('deactivates a judge and leaves the rest alone', () => {
    const id = addJudge('Ann')
    const updated = updateJudgeByAdmin(t.db, id, { isActive: false })
    expect(updated).toMatchObject({ id, name: 'Ann', email: 'ann@example.org', isActive: false })
    expect(listAdminJudges(t.db)[0]?.isActive).toBe(false)
    expect(updateJudgeByAdmin(t.db, id, { isActive: true })?.isActive).toBe(true)
  })

  it('trims, normalises the e-mail and clears an empty expertise', () => {
    const id = addJudge('Ann')
    updateJudgeByAdmin(t.db, id, { expertise: 'Robotics' })
    expect(
      updateJudgeByAdmin(t.db, id, { name: '  Ann Lee ', email: '  Ann.Lee@Example.ORG ', expertise: '  ' }),
    ).toMatchObject({ name: 'Ann Lee', email: 'ann.lee@example.org', expertise: null })
  })

  it('refuses an e-mail another judge has, whatever its capitalisation', () => {
    addJudge('Ann', { email: 'ann@example.org' })
    const bea = addJudge('Bea', { email: 'bea@example.org' })
    expect(() => updateJudgeByAdmin(t.db, bea, { email: 'ANN@example.org' })).toThrow(DuplicateEmailError)
    expect(listAdminJudges(t.db).find((j) => j.id === bea)?.email).toBe('bea@example.org')
    // Keeping one's own address, in other letters, is no conflict.
    expect(updateJudgeByAdmin(t.db, bea, { email: 'BEA@example.org' })?.email).toBe('bea@example.org')
  })

  it('returns undefined for a missing judge', () => {
    expect(updateJudgeByAdmin(t.db, 999, { name: 'Ghost' })).toBeUndefined()
    expect(updateJudgeByAdmin(t.db, 999, {})).toBeUndefined()
  })
})

describe('deleteJudge', () => {
  it('deletes the judge, their scores and their sessions, and nobody else’s', () => {
    const project = addProject('P1')
    const ann = addJudge('Ann')
    const bea = addJudge('Bea')
    addScore(project, ann, A, 5)
    addScore(project, bea, A, 8)
    fixtures.addSession(t.db, { judgeId: ann })
    fixtures.addSession(t.db, { judgeId: ann })
    const beaSession = fixtures.addSession(t.db, { judgeId: bea })
    const adminSession = fixtures.addSession(t.db, { isAdmin: true })

    expect(deleteJudge(t.db, ann)).toBe(true)

    expect(listAdminJudges(t.db).map((j) => j.id)).toEqual([bea])
    expect(
      t.db
        .select()
        .from(projectScores)
        .all()
        .map((s) => s.judgeId),
    ).toEqual([bea])
    expect(
      t.db
        .select({ sid: sessions.sid })
        .from(sessions)
        .all()
        .map((s) => s.sid)
        .sort(),
    ).toEqual([beaSession, adminSession].sort())
  })

  it('answers false for a missing judge', () => {
    expect(deleteJudge(t.db, 999)).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Grading
// ---------------------------------------------------------------------------------------------------------------

/**
 * Criteria: A weight 1, max 10; B weight 2, max 5 (C, D, E inactive). Max possible = 1×10 + 2×5 = 20.
 * Judges: Ann and Bea active, Cid inactive and silent → active_judges = 2.
 *
 * Volcano (pending, oldest): Ann A=8 B=4, Bea A=6 B=3
 *   mean A = 7, mean B = 3.5 → total = 1×7 + 2×3.5 = 14; average = 10 × 14 / 20 = 7
 * Robot (approved): Ann A=5, Bea A=6 B=2
 *   mean A = 5.5, mean B = 2 (only Bea scored B) → total = 5.5 + 4 = 9.5; average = 10 × 9.5 / 20 = 4.75 (not rounded)
 * Kite (approved): Bea B=5 only → total = 2×5 = 10; average = 5; one judge
 * Comet (pending): only a score on inactive criterion C → 'Not Graded': 0 judges, nulls
 * Spam (rejected, even older, scored) → not listed
 */
function gradingFixture() {
  useTwoCriteria()
  const spam = addProject('Spam', { status: 'rejected', submittedAt: 500 })
  const volcano = addProject('Volcano', { status: 'pending', submittedAt: 1_000, authorName: 'Sam' })
  const robot = addProject('Robot', { status: 'approved', submittedAt: 2_000, authorName: 'Ria' })
  const kite = addProject('Kite', { status: 'approved', submittedAt: 3_000, authorName: 'Kai' })
  const comet = addProject('Comet', { status: 'pending', submittedAt: 4_000, authorName: 'Cleo' })
  const ann = addJudge('Ann')
  const bea = addJudge('Bea')
  addJudge('Cid', { isActive: false })
  addScore(spam, ann, A, 10)
  addScore(volcano, ann, A, 8)
  addScore(volcano, ann, B, 4)
  addScore(volcano, bea, A, 6)
  addScore(volcano, bea, B, 3)
  addScore(robot, ann, A, 5)
  addScore(robot, bea, A, 6)
  addScore(robot, bea, B, 2)
  addScore(kite, bea, B, 5)
  addScore(comet, ann, C, 9)
  return { spam, volcano, robot, kite, comet }
}

describe('getGradingStats', () => {
  it('computes judges, totals and averages out of 10 for approved and pending projects, oldest first', () => {
    const { volcano, robot, kite, comet } = gradingFixture()
    expect(getGradingStats(t.db)).toEqual([
      {
        project_id: volcano,
        project_name: 'Volcano',
        author_name: 'Sam',
        judges_scored: 2,
        active_judges: 2,
        average_score: 7,
        total_score: 14,
      },
      {
        project_id: robot,
        project_name: 'Robot',
        author_name: 'Ria',
        judges_scored: 2,
        active_judges: 2,
        average_score: 4.75,
        total_score: 9.5,
      },
      {
        project_id: kite,
        project_name: 'Kite',
        author_name: 'Kai',
        judges_scored: 1,
        active_judges: 2,
        average_score: 5,
        total_score: 10,
      },
      {
        project_id: comet,
        project_name: 'Comet',
        author_name: 'Cleo',
        judges_scored: 0,
        active_judges: 2,
        average_score: null,
        total_score: null,
      },
    ])
  })

  it('gives an approved project the same total as the leaderboard', () => {
    const { robot, kite } = gradingFixture()
    const stats = getGradingStats(t.db)
    for (const entry of getLeaderboard(t.db)) {
      expect(stats.find((row) => row.project_id === entry.id)?.total_score).toBe(entry.score)
    }
    expect(getLeaderboard(t.db).map((e) => e.id)).toEqual([kite, robot])
  })

  it('is empty with no projects, and counts active judges with no scores at all', () => {
    expect(getGradingStats(t.db)).toEqual([])
    addJudge('Ann')
    // Not yet approved by the organiser: not an active judge.
    addJudge('Ben', { isApproved: false })
    const id = addProject('Lonely')
    expect(getGradingStats(t.db)).toEqual([
      {
        project_id: id,
        project_name: 'Lonely',
        author_name: 'Sam',
        judges_scored: 0,
        active_judges: 1,
        average_score: null,
        total_score: null,
      },
    ])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Results CSV
// ---------------------------------------------------------------------------------------------------------------

/**
 * A strict RFC 4180 reader: every record must end in CRLF, and a CR, LF or
 * quote outside a quoted field is an error, so a sloppy writer fails here.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let fieldStart = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c !== '"') field += c
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else {
        quoted = false
        if (![',', '\r'].includes(text[i + 1] ?? '')) throw new Error(`Text after a closing quote at ${i}`)
      }
    } else if (c === '"' && fieldStart) {
      quoted = true
      fieldStart = false
    } else if (c === ',') {
      row.push(field)
      field = ''
      fieldStart = true
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      fieldStart = true
      i++
    } else if (c === '\r' || c === '\n' || c === '"') {
      throw new Error(`Bare ${JSON.stringify(c)} at ${i}`)
    } else {
      field += c
      fieldStart = false
    }
  }
  if (quoted || row.length > 0 || field !== '') throw new Error('The last record does not end in CRLF')
  return rows
}

describe('resultsCsv', () => {
  it('writes a BOM, a header with the active criteria, and every project oldest first, quoted safely', () => {
    const { spam, volcano, robot, kite, comet } = gradingFixture()
    const tricky = 'Sun, "Moon"\nand Stars'
    const formula = '=HYPERLINK("http://evil.example","click")'
    updateProjectDetails(t.db, volcano, { name: tricky })
    updateProjectDetails(t.db, robot, { name: formula, authorName: '+Ria' })
    t.db.update(projects).set({ authorEmail: 'secret.parent@example.org' }).run()
    t.db.update(scoringCriteria).set({ name: 'Use of AI, "really"' }).where(eq(scoringCriteria.id, B)).run()
    t.db.update(projects).set({ tableNumber: 12 }).where(eq(projects.id, kite)).run()

    const csv = resultsCsv(t.db)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).not.toContain('@example.org')
    expect(csv).not.toContain('secret.parent')
    const rows = parseCsv(csv.slice(1))

    expect(rows[0]).toEqual([
      ...columnsBeforeCriteria,
      'Originality (average of 10)',
      'Use of AI, "really" (average of 5)',
      ...columnsAfterCriteria,
    ])
    // Same numbers as the grading fixture: 14/20 = 70%, 9.5/20 = 47.5% → 48%, 10/20 = 50%.
    expect(rows.slice(1)).toEqual([
      // Rejected: no rank, no adjusted score (judges never see it). With so few scores per judge nothing
      // is adjusted (docs/decisions/0011): the adjusted scores are the raw ones.
      [
        String(spam),
        'Spam',
        'Sam',
        'video',
        'rejected',
        '1',
        '10.00',
        '',
        '10.00',
        '20.00',
        '50%',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        String(volcano),
        tricky,
        'Sam',
        'video',
        'pending',
        '2',
        '7.00',
        '3.50',
        '14.00',
        '20.00',
        '70%',
        '',
        '1',
        '14.00',
        '1',
        '',
        '',
        '',
      ],
      [
        String(robot),
        `'${formula}`,
        "'+Ria",
        'video',
        'approved',
        '2',
        '5.50',
        '2.00',
        '9.50',
        '20.00',
        '48%',
        '2nd',
        '3',
        '9.50',
        '3',
        '',
        '',
        '',
      ],
      [
        String(kite),
        'Kite',
        'Kai',
        'video',
        'approved',
        '1',
        '',
        '5.00',
        '10.00',
        '20.00',
        '50%',
        '1st',
        '2',
        '10.00',
        '2',
        '',
        '12',
        '',
      ],
      [
        String(comet),
        'Comet',
        'Cleo',
        'video',
        'pending',
        '0',
        '',
        '',
        '',
        '20.00',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ],
    ])
  })

  it('quotes exactly the fields that need it and protects every formula prefix', () => {
    const names = ['-1+2', '@SUM(A1)', '\tTabbed', '\rReturn', 'Plain']
    names.forEach((name, i) => addProject(name, { submittedAt: 1_000 + i }))
    const csv = resultsCsv(t.db)
    const lines = csv.slice(1).split('\r\n')
    // Five seeded criteria, no scores: every score cell is empty.
    expect(lines[1]).toMatch(/^\d+,'-1\+2,Sam,video,pending,0,,,,,,,50\.00,,,,,,,,$/)
    expect(lines[2]).toMatch(/^\d+,'@SUM\(A1\),Sam,/)
    expect(lines[3]).toMatch(/^\d+,'\tTabbed,Sam,/)
    // A CR inside a field is quoted as well as prefixed.
    expect(csv).toContain(`,"'\rReturn",`)
    expect(lines[5]).toMatch(/^\d+,Plain,Sam,/)
    expect(
      parseCsv(csv.slice(1))
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(names.map((n) => (n === 'Plain' ? n : `'${n}`)))
  })

  it('is just the header when there are no projects', () => {
    useTwoCriteria()
    expect(resultsCsv(t.db)).toBe(
      '\uFEFFProject ID,Project,Author,Type,Status,Judges,Originality (average of 10),' +
        'Meaningful use of AI (average of 5),Weighted score,Max score,Percentage,' +
        'Leaderboard place,Raw rank,Adjusted score,Adjusted rank,Judges stepped aside,Table,' +
        'Notes for the organiser\r\n',
    )
  })
})
