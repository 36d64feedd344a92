import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { assignments, judges, projects, recusals, storedFiles } from '../../db/schema'
import {
  findProjectByToken,
  newEditToken,
  withdrawOwnProject,
} from '../../app/features/families/family-link.server'
import { eraseFamily, exportFamilyData } from '../../app/features/families/family-data.server'
import { challengeArchive } from '../../app/features/event/challenge-archive.server'
import { judgeDashboardList } from '../../app/features/judging/judge-queue.server'
import { stepAside } from '../../app/features/judging/recusals.server'
import { listCertificates } from '../../app/features/results/awards.server'
import { getGradingPage } from '../../app/features/results/grading.server'
import { DEFAULT_GRADING_SORT } from '../../app/features/results/grading-query'
import { getPublicLeaderboard } from '../../app/features/results/leaderboard.server'
import { ballotChoices } from '../../app/features/showcase/ballot-choices.server'
import { listFeedProjects } from '../../app/features/showcase/feed-list.server'
import { publicViewer } from '../../app/features/showcase/visibility.server'
import { castVote, voteTally } from '../../app/features/showcase/votes.server'
import { makeBallots, printBatch } from '../../app/features/showcase/ballots.server'
import { setVotingOpen } from '../../app/features/showcase/voting-state.server'
import { changeProjectStatus, deleteProject } from '../../app/features/submissions/moderation.server'
import { createProject, findProjectFor } from '../../app/features/submissions/projects.server'
import {
  approvedVersions,
  storyVersions,
  submitNewVersion,
} from '../../app/features/submissions/story.server'
import { makeCardImage } from '../../app/infra/images.server'
import { addJudge, criteriaIds, scoreProject } from '../setup/fixtures'
import { runRestore } from '../setup/restore-run'
import { testDbPerTest } from '../setup/test-db'
import { stagePng } from '../setup/staged-image'

// A project's story in the model: a new version from the private link, what counts once, moderation, the
// judges, step-asides, the family's data, and the archive (the browser story is tests/e2e/story.spec.ts).
const t = testDbPerTest()

const stage = (field: string, colour: string) => stagePng(t.store, field, colour)

/** An approved photo project with two photos, the first its thumbnail, and the family's private link. */
async function approvedProject(name = 'Solar Oven', email = 'ada@example.org') {
  const first = await stage('files', '#16a34a')
  const second = await stage('files', '#dc2626')
  const link = newEditToken()
  const project = createProject(t.db, t.store, {
    name,
    description: 'A box that cooks with sunlight.',
    authorName: 'Ada',
    authorEmail: email,
    submissionType: 'photo',
    submissionMethod: 'upload',
    files: [first, second],
    thumbnail: first,
    card: await makeCardImage(first, t.store),
    consentAt: new Date('2026-05-01T10:00:00Z'),
    editTokenHash: link.hash,
  })
  expect(changeProjectStatus(t.db, project.id, 'approved')).toBe('ok')
  return { id: project.id, token: link.token }
}

const edit = (whatChanged: string, name = 'Solar Oven') => ({
  name,
  authorName: 'Ada',
  description: 'Now with a mirror.',
  url: undefined,
  whatChanged,
})

async function newVersion(previousId: number, whatChanged = 'Added a mirror: 20 degrees hotter.') {
  const sent = await submitNewVersion(t.db, t.store, previousId, edit(whatChanged), { files: [] })
  if (!sent || 'refused' in sent) throw new Error('no version')
  return sent.id
}

const criteriaNames = () =>
  criteriaIds(t.db).map((id) =>
    t.db.$client.prepare<[number], string>('SELECT name FROM scoring_criteria WHERE id = ?').pluck().get(id)!,
  )
const row = (id: number) => t.db.select().from(projects).where(eq(projects.id, id)).get()
const filesOf = (id: number) => t.db.select().from(storedFiles).where(eq(storedFiles.projectId, id)).all()

describe('a new version', () => {
  it('is a pending project of its own, linked to the one before, with the family’s e-mail, consent and link', async () => {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    const v2 = row(second)!
    const v1 = row(first.id)!
    expect(v2).toMatchObject({
      status: 'pending',
      storyId: first.id,
      previousId: first.id,
      whatChanged: 'Added a mirror: 20 degrees hotter.',
      description: 'Now with a mirror.',
      authorEmail: 'ada@example.org',
      authorEmailKey: v1.authorEmailKey,
      consentAt: v1.consentAt,
      submissionType: 'photo',
      submissionMethod: 'upload',
    })
    // The link moved: it opens the newest version, and the one before keeps none.
    expect(findProjectByToken(t.db, first.token)?.id).toBe(second)
    expect(v1.editTokenHash).toBeNull()
    expect(v1.status).toBe('approved')
    // Its own copies of the files, each on disk, and the earlier version's still there.
    const copies = filesOf(second)
    expect(copies.map((f) => f.role).sort()).toEqual(['card', 'file', 'file'])
    const originals = new Set(filesOf(first.id).map((f) => f.name))
    for (const file of copies) {
      expect(originals.has(file.name)).toBe(false)
      expect(fs.existsSync(path.join(t.store.uploadsDir, file.name))).toBe(true)
    }
    for (const name of originals) expect(fs.existsSync(path.join(t.store.uploadsDir, name))).toBe(true)
    // The thumbnail was its first photo, and so is the copy's.
    const firstCopy = copies.find((f) => f.role === 'file' && f.position === 0)!
    expect(v2.thumbnail).toBe(firstCopy.name)
    expect(fs.readdirSync(t.store.tmpDir)).toEqual([])
  })

  it('takes the photos chosen instead of the copies', async () => {
    const first = await approvedProject()
    const photo = await stage('files', '#2563eb')
    const sent = await submitNewVersion(t.db, t.store, first.id, edit('New photos.'), { files: [photo] })
    const id = (sent as { id: number }).id
    expect(
      filesOf(id)
        .filter((f) => f.role === 'file')
        .map((f) => f.name),
    ).toEqual([photo.name])
    expect(row(id)!.thumbnail).toBe(photo.name)
  })

  it('is refused once the version was withdrawn, keeping nothing', async () => {
    const first = await approvedProject()
    expect(withdrawOwnProject(t.db, t.store, first.id)).toBe(true)
    const photo = await stage('files', '#2563eb')
    expect(await submitNewVersion(t.db, t.store, first.id, edit('Late.'), { files: [photo] })).toBeNull()
    expect(t.db.select().from(projects).all()).toEqual([])
    expect(fs.readdirSync(t.store.tmpDir)).toEqual([])
  })

  it('the organiser deleting the newest version gives the private link back to the one before', async () => {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    expect(deleteProject(t.db, t.store, second)).toBe(true)
    expect(findProjectByToken(t.db, first.token)?.id).toBe(first.id)
    // And a new version can grow from it again.
    expect(await newVersion(first.id)).toBeGreaterThan(second)
  })

  it('withdrawing from the private link removes every version of the story', async () => {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    const other = await approvedProject('Wind Meter', 'bo@example.org')
    expect(withdrawOwnProject(t.db, t.store, second)).toBe(true)
    expect(t.db.select({ id: projects.id }).from(projects).all()).toEqual([{ id: other.id }])
    expect(fs.readdirSync(t.store.uploadsDir).sort()).toEqual(
      filesOf(other.id)
        .map((f) => f.name)
        .sort(),
    )
  })
})

describe('a story counts once', () => {
  async function story() {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    const other = await approvedProject('Wind Meter', 'bo@example.org')
    const [a, b, c] = [addJudge(t.db), addJudge(t.db), addJudge(t.db)]
    for (const judge of [a, b, c]) {
      scoreProject(t.db, { projectId: first.id, judgeId: judge.id, score: 5 })
      scoreProject(t.db, { projectId: other.id, judgeId: judge.id, score: 6 })
    }
    return { first: first.id, second, other: other.id, judges: [a, b, c] }
  }
  const feedIds = () =>
    listFeedProjects(t.db, { sort: 'newest', limit: 24 }).projects.map((p) => [p.id, p.versions])

  it('on its newest approved version: the earlier one while the new one waits or is refused', async () => {
    const s = await story()
    expect(feedIds()).toEqual([
      [s.other, 1],
      [s.first, 1],
    ])
    // Moderation: the pending version shows nowhere public, not even in the story.
    expect(findProjectFor(t.db, s.second, publicViewer)).toBeNull()
    expect(approvedVersions(t.db, s.first).map((v) => v.id)).toEqual([s.first])
    expect(changeProjectStatus(t.db, s.second, 'rejected')).toBe('ok')
    expect(feedIds()).toEqual([
      [s.other, 1],
      [s.first, 1],
    ])
  })

  it('in the feed, the leaderboard, the certificates, the ballots and the votes, once approved', async () => {
    const s = await story()
    const [early, late] = printBatch(t.db, makeBallots(t.db, 2)).map((ballot) => ballot.id) as [
      number,
      number,
    ]
    setVotingOpen(t.db, true)
    expect(castVote(t.db, early, s.first)).toBe('saved')

    expect(changeProjectStatus(t.db, s.second, 'approved')).toBe('ok')
    expect(feedIds()).toEqual([
      [s.other, 1],
      [s.second, 2],
    ])
    for (const judge of s.judges) scoreProject(t.db, { projectId: s.second, judgeId: judge.id, score: 9 })
    const board = getPublicLeaderboard(t.db)
    expect(board.map((entry) => entry.id)).toEqual([s.second, s.other])
    expect(
      listCertificates(t.db, { places: 3, ranking: 'raw' })
        .map((c) => c.id)
        .sort(),
    ).toEqual([s.second, s.other].sort())
    expect(
      ballotChoices(t.db, { names: 'full', search: '', page: 1 })
        .choices.map((c) => c.id)
        .sort(),
    ).toEqual([s.second, s.other].sort())
    // An earlier version can no longer be chosen; the vote it had counts for the story's newest.
    expect(castVote(t.db, late, s.first)).toBe('unknown-project')
    expect(castVote(t.db, late, s.second)).toBe('saved')
    expect(voteTally(t.db).counts.map((c) => [c.id, c.votes])).toEqual([[s.second, 2]])
    // The organiser's Grading Status keeps both versions, each saying which it is.
    const grading = getGradingPage(t.db, { q: '', sort: DEFAULT_GRADING_SORT, page: 1 }).rows
    expect(
      grading
        .filter((row) => row.project_id === s.first || row.project_id === s.second)
        .map((row) => [row.project_id, row.version_number, row.version_count])
        .sort(),
    ).toEqual(
      [
        [s.first, 1, 2],
        [s.second, 2, 2],
      ].sort(),
    )
    // The earlier version's page and story stay, and its scores still read on its own.
    expect(findProjectFor(t.db, s.first, publicViewer)?.id).toBe(s.first)
    expect(approvedVersions(t.db, s.first).map((v) => [v.id, v.number])).toEqual([
      [s.first, 1],
      [s.second, 2],
    ])
  })
})

describe('the judges of a new version', () => {
  it('are those of the earlier one who still judge, and see it as a new version with their scores', async () => {
    const [stays, leaves, other] = [addJudge(t.db), addJudge(t.db), addJudge(t.db)]
    t.db.$client.prepare('UPDATE judging_settings SET judges_per_project = 2').run()
    const first = await approvedProject()
    const mine = t.db
      .select({ judgeId: assignments.judgeId })
      .from(assignments)
      .where(eq(assignments.projectId, first.id))
      .all()
      .map((a) => a.judgeId)
      .sort()
    expect(mine).toHaveLength(2)
    // Make the two assigned ones `stays` and `leaves`, whatever the plan chose.
    t.db.delete(assignments).run()
    t.db
      .insert(assignments)
      .values([
        { projectId: first.id, judgeId: stays.id },
        { projectId: first.id, judgeId: leaves.id },
      ])
      .run()
    scoreProject(t.db, { projectId: first.id, judgeId: stays.id, score: 6 })
    t.db.update(judges).set({ isActive: false }).where(eq(judges.id, leaves.id)).run()

    const second = await newVersion(first.id)
    const judgesOf = (id: number) =>
      t.db
        .select({ judgeId: assignments.judgeId })
        .from(assignments)
        .where(eq(assignments.projectId, id))
        .all()
        .map((a) => a.judgeId)
        .sort()
    // The earlier judge who still judges, topped up by the plan; never the inactive one.
    expect(judgesOf(second)).toContain(stays.id)
    expect(judgesOf(second)).not.toContain(leaves.id)
    expect(judgesOf(second)).toEqual([stays.id, other.id].sort())
    // The earlier version is no longer the judges' work.
    expect(judgesOf(first.id)).toEqual([])

    const queue = judgeDashboardList(t.db, stays.id, { view: 'queue', page: 1 }).projects
    expect(queue.map((p) => p.id)).toEqual([second])
    expect(queue[0]!.version).toEqual({
      previousName: 'Solar Oven',
      whatChanged: 'Added a mirror: 20 degrees hotter.',
      earlierScores: criteriaNames().map((criterion) => ({ criterion, score: 6, maxPoints: 10 })),
    })
    // A judge who never scored it sees the line, and no scores of before.
    const theirs = judgeDashboardList(t.db, other.id, { view: 'queue', page: 1 }).projects
    expect(theirs.find((p) => p.id === second)?.version?.earlierScores).toEqual([])
  })

  it('a step-aside from one version covers every version of the story, later ones included', async () => {
    const [a, b] = [addJudge(t.db), addJudge(t.db)]
    const first = await approvedProject()
    expect(stepAside(t.db, a.id, first.id)).toBe('ok')
    const second = await newVersion(first.id)
    const recusedFrom = (judgeId: number) =>
      t.db
        .select({ projectId: recusals.projectId })
        .from(recusals)
        .where(eq(recusals.judgeId, judgeId))
        .all()
        .map((r) => r.projectId)
        .sort()
    expect(recusedFrom(a.id)).toEqual([first.id, second])
    expect(t.db.select().from(assignments).where(eq(assignments.judgeId, a.id)).all()).toEqual([])
    // From the newest, back to the first.
    expect(stepAside(t.db, b.id, second)).toBe('ok')
    expect(recusedFrom(b.id)).toEqual([first.id, second])
  })
})

describe('the family’s data', () => {
  it('the export holds every version with its links; the erasure removes every one', async () => {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    const exported = exportFamilyData(t.db, 'ADA@example.org')
    expect(exported.projects.map((p) => [p.id, p.storyId, p.previousId, p.whatChanged])).toEqual([
      [first.id, null, null, null],
      [second, first.id, first.id, 'Added a mirror: 20 degrees hotter.'],
    ])
    expect(eraseFamily(t.db, t.store, 'ada@example.org', 2)).toEqual({ outcome: 'erased', count: 2 })
    expect(t.db.select().from(projects).all()).toEqual([])
    expect(fs.readdirSync(t.store.uploadsDir)).toEqual([])
  })
})

describe('the archive and npm run restore', () => {
  it('keep the links between versions', async () => {
    const first = await approvedProject()
    const second = await newVersion(first.id)
    // Only the newest version holds the link: a version of an earlier one is refused.
    expect(await submitNewVersion(t.db, t.store, first.id, edit('From the first.'), { files: [] })).toBeNull()
    changeProjectStatus(t.db, second, 'approved')
    const archiveFile = path.join(t.dir, 'archive.zip')
    await pipeline(challengeArchive(t.db, t.store).stream, fs.createWriteStream(archiveFile))
    const fresh = path.join(t.dir, 'restored')
    const result = await runRestore(archiveFile, fresh)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const restored = new Database(path.join(fresh, 'app.db'), { readonly: true })
    try {
      expect(
        restored.prepare('SELECT id, story_id, previous_id, what_changed FROM projects ORDER BY id').all(),
      ).toEqual([
        { id: first.id, story_id: null, previous_id: null, what_changed: null },
        {
          id: second,
          story_id: first.id,
          previous_id: first.id,
          what_changed: 'Added a mirror: 20 degrees hotter.',
        },
      ])
    } finally {
      restored.close()
    }
    expect(storyVersions(t.db, second).map((v) => v.number)).toEqual([1, 2])
  })
})
