import { createCookie } from '@remix-run/node'
import crypto from 'node:crypto'
import path from 'node:path'
import bcrypt from 'bcryptjs'
import Database from 'better-sqlite3'
import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import sharp from 'sharp'
import type { DB } from '../../db/connection'
import * as schema from '../../db/schema'
import { syncAssignments } from '../../app/features/judging/assignment.server'
import { approveJudge as approveJudgeAccount } from '../../app/features/accounts/judge-roster.server'
import { submitScoreBatch } from '../../app/features/judging/scores.server'
import { changeProjectStatus } from '../../app/features/submissions/moderation.server'
import { expect, type BrowserContext } from '@playwright/test'
import { e2eSessionSecret, servers } from '../../playwright.config'
import { emailKey } from '../../db/email-key'

type Server = (typeof servers)[keyof typeof servers]

/** The running test server's own SQLite file, for fixtures that later features' pages will write. */
export function serverDb(server: Server = servers.main) {
  const db = new Database(path.join(server.dataDir, 'app.db'))
  db.pragma('busy_timeout = 5000')
  // A judge or a project written here gets its e-mail key as the app's model functions give it
  // (db/email-key.ts), so the judge can sign in and the family be found. TEMP triggers live
  // in this connection only, never in the server's file.
  db.function('email_key', { deterministic: true }, (address: unknown) =>
    typeof address === 'string' ? emailKey(address) : null,
  )
  db.exec(`
    CREATE TEMP TRIGGER judge_email_key AFTER INSERT ON main.judges WHEN NEW.email_key IS NULL
    BEGIN UPDATE main.judges SET email_key = email_key(NEW.email) WHERE id = NEW.id; END;
    CREATE TEMP TRIGGER project_email_key AFTER INSERT ON main.projects
    WHEN NEW.author_email_key IS NULL AND NEW.author_email IS NOT NULL
    BEGIN UPDATE main.projects SET author_email_key = email_key(NEW.author_email) WHERE id = NEW.id; END;
  `)
  return db
}

/**
 * The server's database as the app's models take it: fixtures that stand for the organiser's buttons call
 * the same model functions, so whatever the buttons do besides (the judges' assignments) happens too.
 */
function withModels<T>(server: Server = servers.main, run: (db: DB) => T): T {
  const client = serverDb(server)
  try {
    return run(modelsOn(client))
  } finally {
    client.close()
  }
}

function modelsOn(client: Database.Database): DB {
  client.pragma('foreign_keys = ON')
  return drizzle(client, { schema }) as DB
}

/**
 * An approved judge written straight into a server's file (`serverDb`), who signs in with `password`
 * (hashed at bcrypt's lowest cost: the login checks it all the same). Returns the judge's id.
 */
export function insertApprovedJudge(
  db: Database.Database,
  judge: { name: string; email: string; password: string; expertise?: string },
) {
  const { id } = db
    .prepare(
      'insert into judges (name, email, password, expertise, approved_at) values (?, ?, ?, ?, ?) returning id',
    )
    .get(
      judge.name,
      judge.email,
      bcrypt.hashSync(judge.password, 4),
      judge.expertise ?? null,
      Date.now(),
    ) as {
    id: number
  }
  return id
}

export const uniqueName = (prefix: string) => `${prefix} ${crypto.randomBytes(4).toString('hex')}`

/** The organiser's Approve (confirmed, where no consent was recorded) on a pending project; its id. */
export function approveProject(name: string, server?: Server) {
  return withModels(server, (db) => {
    const row = db
      .select({ id: schema.projects.id })
      .from(schema.projects)
      .where(eq(schema.projects.name, name))
      .get()
    if (!row) throw new Error(`No project named ${name}`)
    const outcome = changeProjectStatus(db, row.id, 'approved')
    if (outcome !== 'ok') throw new Error(`Project ${name} was not approved: ${outcome}`)
    return row.id
  })
}

/** The organiser's Approve on the pending project with this id (two versions of a story share a name). */
export function approveProjectId(id: number, server?: Server) {
  return withModels(server, (db) => {
    const outcome = changeProjectStatus(db, id, 'approved')
    if (outcome !== 'ok') throw new Error(`Project ${id} was not approved: ${outcome}`)
    return id
  })
}

/** What the organiser's Approve button does, for stories about what an approved judge does. */
export function approveJudge(email: string, server?: Server) {
  return withModels(server, (db) => {
    const row = db
      .select({ id: schema.judges.id })
      .from(schema.judges)
      .where(eq(sql`lower(${schema.judges.email})`, email.toLowerCase()))
      .get()
    if (!row || !approveJudgeAccount(db, row.id)) throw new Error(`No judge with the e-mail ${email}`)
    return row.id
  })
}

/**
 * A project as a family's submission leaves it (pending, given its judges at once, as createProject does),
 * without the files; then approved or rejected by the organiser's button when `status` says so.
 */
export function insertProject(
  fields: {
    name: string
    submissionType: 'video' | 'photo' | 'pdf' | 'website'
    url?: string
    status?: 'pending' | 'approved' | 'rejected'
    authorName?: string
    authorEmail?: string
    submittedAt?: number
    /** Whether a parent or guardian agreed to the showcase; yes unless said otherwise. */
    consent?: boolean
  },
  server?: Server,
) {
  return withModels(server, (db) => {
    const id = db.transaction(() => {
      const row = db
        .insert(schema.projects)
        .values({
          name: fields.name,
          description: `All about ${fields.name}.`,
          submissionType: fields.submissionType,
          submissionMethod: fields.url ? 'other' : null,
          url: fields.url ?? null,
          authorName: fields.authorName ?? 'Test Inventor',
          authorEmail: fields.authorEmail ?? 'family@example.org',
          submittedAt: new Date(fields.submittedAt ?? Date.now()),
          consentAt: fields.consent === false ? null : new Date(),
        })
        .returning({ id: schema.projects.id })
        .get()
      syncAssignments(db)
      return row.id
    })
    const status = fields.status ?? 'approved'
    if (status !== 'pending') {
      const outcome = changeProjectStatus(db, id, status)
      if (outcome !== 'ok') throw new Error(`Project ${fields.name} was not ${status}: ${outcome}`)
    }
    return id
  })
}

/**
 * A judge the organiser added (approved at once, given their share of the projects as createJudge does;
 * with no password anyone could sign in with), and their evaluation of the first criteria (ids 1..n) of
 * a project, saved as the judge's Submit saves it.
 */
export function scoreProject(projectId: number, scores: number[], comment?: string, server?: Server) {
  return withModels(server, (db) => {
    const judge = db.transaction(() => {
      const row = db
        .insert(schema.judges)
        .values({
          name: 'Judge',
          email: `${crypto.randomUUID()}@judges.example.org`,
          password: 'x',
          approvedAt: new Date(),
        })
        .returning({ id: schema.judges.id })
        .get()
      syncAssignments(db)
      return row
    })
    submitScoreBatch(
      db,
      { id: judge.id, isActive: true, isApproved: true },
      scores.map((score, index) => ({ projectId, criteriaId: index + 1, score, comments: comment ?? null })),
    )
    return judge.id
  })
}

export async function pngFile(name: string, color = '#4f46e5', width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer }
const asFile = (file: FilePayload) =>
  new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType })

/** A submission as POST /api/projects takes it (multipart): its fields, each of `files`, and a thumbnail. */
export function submissionForm(
  fields: Record<string, string>,
  files: FilePayload[] = [],
  thumbnail?: FilePayload,
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append('files', asFile(file))
  if (thumbnail) form.append('thumbnail', asFile(thumbnail))
  return form
}

/**
 * A camera's photo as a JPEG: a gradient under fine noise, which keeps the file as large as a real photo's
 * (about 0.3 bytes a pixel at quality 90: 4000x3000 is about 3.6 MB).
 */
export async function photoFile(name: string, width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 3)
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    pixels[i] = (x * 255) / width + (Math.random() - 0.5) * 38
    pixels[i + 1] = (y * 255) / height + (Math.random() - 0.5) * 38
    pixels[i + 2] = 128 + (Math.random() - 0.5) * 38
  }
  const buffer = await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** A project's thumbnail and its stored files (role, size), found by the project's name. */
export function storedFilesOf(projectName: string, server?: Server) {
  const db = serverDb(server)
  try {
    const project = db.prepare('SELECT id, thumbnail FROM projects WHERE name = ?').get(projectName) as {
      id: number
      thumbnail: string
    }
    const files = db
      .prepare('SELECT name, role, size FROM stored_files WHERE project_id = ? ORDER BY role, position')
      .all(project.id) as Array<{ name: string; role: string; size: number }>
    return {
      thumbnail: project.thumbnail,
      files,
      uploadsDir: path.join((server ?? servers.main).dataDir, 'uploads'),
    }
  } finally {
    db.close()
  }
}

/**
 * The last password-reset link the server logged for an address (without SMTP it goes to the log). The link
 * is made after the answer is sent, so it is waited for, up to 10 s.
 */
export async function resetLinkFromLog(email: string, server: Server = servers.main) {
  const { readFile } = await import('node:fs/promises')
  const read = async () => {
    const log = await readFile(path.join(server.dataDir, 'server.log'), 'utf8')
    return [...log.matchAll(/\[password reset\] Link for (\S+) \(valid 1 hour\): (\S+)/g)]
      .filter((match) => match[1] === email)
      .map((match) => match[2]!)
      .at(-1)
  }
  let link: string | undefined
  await expect.poll(async () => (link = await read()), { timeout: 10_000 }).toBeTruthy()
  return link
}

export function countScores(projectId: number, server?: Server) {
  const db = serverDb(server)
  try {
    return (
      db.prepare('select count(*) as n from project_scores where project_id = ?').get(projectId) as {
        n: number
      }
    ).n
  } finally {
    db.close()
  }
}

export const CROWD_SIZE = 70

/**
 * The crowd server's event, written once whichever test asks first: CROWD_SIZE approved projects named
 * "Crowd project 01"…, oldest first, each scored by two judges (project n gets n + 10 points from the
 * two together, a score of (n + 10) / 2, so "Crowd project 70" leads the leaderboard).
 */
export function seedCrowd() {
  const db = serverDb(servers.crowd)
  try {
    db.transaction(() => {
      const { n } = db
        .prepare("select count(*) as n from projects where name like 'Crowd project %'")
        .get() as {
        n: number
      }
      if (n >= CROWD_SIZE) return
      const addJudge = db.prepare(
        "insert into judges (name, email, password, approved_at) values ('Crowd judge', ?, 'x', ?) returning id",
      )
      const judges = [1, 2].map(
        () => (addJudge.get(`${crypto.randomUUID()}@judges.example.org`, Date.now()) as { id: number }).id,
      )
      const project = db.prepare(
        `insert into projects (name, description, submission_type, submission_method, url, author_name, status, submitted_at)
         values (?, 'One of many.', 'website', 'other', 'https://example.org/crowd', 'Crowd Inventor', 'approved', ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, ?)',
      )
      for (let i = 1; i <= CROWD_SIZE; i++) {
        const { id } = project.get(`Crowd project ${String(i).padStart(2, '0')}`, 1_700_000_000_000 + i) as {
          id: number
        }
        // n + 10 points spread over both judges' five criteria of 10.
        let left = i + 10
        for (const judge of judges) {
          for (let criterion = 1; criterion <= 5; criterion++) {
            const points = Math.min(10, left)
            score.run(id, judge, criterion, points)
            left -= points
          }
        }
      }
      // The judges' share of the projects, as the app gives it after a submission or an approval.
      syncAssignments(modelsOn(db))
    }).immediate()
  } finally {
    db.close()
  }
}

/** The coverage server's projects, oldest first, with how many judges scored each. */
export const coverageProjects = [
  ['Coverage 1 rain gauge', 3],
  ['Coverage 2 bee hotel', 0],
  ['Coverage 3 solar oven', 1],
  ['Coverage 4 kite', 2],
  ['Coverage 5 robot dog', 0],
  ['Coverage 6 compass', 3],
  ['Coverage 7 lemon battery', 1],
  ['Coverage 8 paper bridge', 3],
] as const

/**
 * The coverage server's event, written once whichever test asks first: four judges who scored the
 * projects above (assigned as the app would, by syncAssignments), then two more judges who joined without
 * the hooks, so they have no assignment until the organiser rebalances or saves the settings.
 */
export async function seedCoverage() {
  const { syncAssignments } = await import('../../app/features/judging/assignment.server')
  const db = serverDb(servers.coverage)
  try {
    db.transaction(() => {
      const { n } = db.prepare("select count(*) as n from projects where name like 'Coverage %'").get() as {
        n: number
      }
      if (n > 0) return
      const addJudge = db.prepare(
        'insert into judges (name, email, password, approved_at) values (?, ?, ?, ?) returning id',
      )
      const judge = (name: string) =>
        (addJudge.get(name, `${crypto.randomUUID()}@judges.example.org`, 'x', Date.now()) as { id: number })
          .id
      const judges = ['Ada', 'Grace', 'Mary', 'Alan'].map((name) => judge(`${name} (coverage)`))
      const project = db.prepare(
        `insert into projects (name, description, submission_type, author_name, status, submitted_at)
         values (?, 'Judged or not yet.', 'photo', 'Coverage Inventor', 'approved', ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, ?)',
      )
      coverageProjects.forEach(([name, judgeCount], i) => {
        const { id } = project.get(name, 1_700_000_000_000 + i) as { id: number }
        for (const judgeId of judges.slice(0, judgeCount)) {
          for (let criterion = 1; criterion <= 5; criterion++) score.run(id, judgeId, criterion, 5 + (i % 4))
        }
      })
      syncAssignments({ $client: db } as never)
      for (const name of ['Rosalind', 'Katherine']) judge(`${name} (coverage)`)
    }).immediate()
  } finally {
    db.close()
  }
}

/**
 * The awards server's event, best first: five approved projects scored by one judge, 2nd place
 * shared, a long author's name and a long project's name for the certificates, and a pending project
 * with the best score of all, which must never appear. Each has the score `points` on all five criteria.
 */
export const awardsProjects = [
  { name: 'Moonlight Kite Lantern', authorName: 'Ada Lovelace-Byron', points: 9, place: '1st place' },
  { name: 'Rainwater Garden Sensor', authorName: 'Grace Hopper', points: 8, place: 'Joint 2nd place' },
  { name: 'Solar Bee Hotel', authorName: 'Mary Anning', points: 8, place: 'Joint 2nd place' },
  {
    name: 'A paper bridge tester that measures how much weight every folded shape can hold before it bends',
    authorName: 'Maximiliana Josephine Featherstonehaugh-Whittingto',
    points: 7,
    place: null,
  },
  { name: 'Lemon Battery Clock', authorName: 'Alan Turing', points: 6, place: null },
] as const

export const awardsPendingProject = {
  name: 'Secret Volcano Drone',
  authorName: 'Rosalind Franklin',
  points: 10,
}

/** Written once whichever test asks first. */
export function seedAwards() {
  const db = serverDb(servers.awards)
  try {
    db.transaction(() => {
      const { n } = db.prepare('select count(*) as n from projects').get() as { n: number }
      if (n > 0) return
      const judge = db
        .prepare(
          "insert into judges (name, email, password, approved_at) values ('Awards judge', ?, 'x', ?) returning id",
        )
        .get(`${crypto.randomUUID()}@judges.example.org`, Date.now()) as { id: number }
      const project = db.prepare(
        `insert into projects (name, description, submission_type, author_name, status, submitted_at)
         values (?, 'Up for an award.', 'photo', ?, ?, ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, ?)',
      )
      const entries = [
        ...awardsProjects.map((p) => ({ ...p, status: 'approved' })),
        { ...awardsPendingProject, status: 'pending' },
      ]
      entries.forEach(({ name, authorName, points, status }, i) => {
        const { id } = project.get(name, authorName, status, 1_700_000_000_000 + i) as { id: number }
        for (let criterion = 1; criterion <= 5; criterion++) score.run(id, judge.id, criterion, points)
      })
      syncAssignments(modelsOn(db))
    }).immediate()
  } finally {
    db.close()
  }
}

/** The leaderboard server's projects: three share 1st place once one judge is not enough. */
export const leaderboardProjects = [
  { name: 'One-judge Lamp', points: 10, judges: 1 },
  { name: 'Tied Kite', points: 9, judges: 3 },
  { name: 'Tied Bee Hotel', points: 9, judges: 3 },
  { name: 'Tied Solar Oven', points: 9, judges: 2 },
  { name: 'Fourth Robot Dog', points: 6, judges: 3 },
] as const

/** Written once whichever test asks first: three judges' scores on every criterion, as listed above. */
export function seedLeaderboard() {
  const db = serverDb(servers.leaderboard)
  try {
    db.transaction(() => {
      const { n } = db.prepare('select count(*) as n from projects').get() as { n: number }
      if (n > 0) return
      const judges = [1, 2, 3].map(
        (i) =>
          (
            db
              .prepare(
                "insert into judges (name, email, password, approved_at) values (?, ?, 'x', ?) returning id",
              )
              .get(`Leaderboard judge ${i}`, `${crypto.randomUUID()}@judges.example.org`, Date.now()) as {
              id: number
            }
          ).id,
      )
      const project = db.prepare(
        `insert into projects (name, description, submission_type, author_name, status, submitted_at)
         values (?, 'On the leaderboard.', 'photo', 'Test Inventor', 'approved', ?) returning id`,
      )
      const score = db.prepare(
        'insert into project_scores (project_id, judge_id, criteria_id, score) values (?, ?, ?, ?)',
      )
      leaderboardProjects.forEach(({ name, points, judges: count }, i) => {
        const { id } = project.get(name, 1_700_000_000_000 + i) as { id: number }
        for (const judge of judges.slice(0, count))
          for (let criterion = 1; criterion <= 5; criterion++) score.run(id, judge, criterion, points)
      })
      syncAssignments(modelsOn(db))
    }).immediate()
  } finally {
    db.close()
  }
}

/** "Rank a project once this many judges have scored it" on the leaderboard server, as the form saves it. */
export function setMinJudgesToRank(minJudgesToRank: number) {
  const db = serverDb(servers.leaderboard)
  try {
    db.prepare('update judging_settings set min_judges_to_rank = ? where id = 1').run(minJudgesToRank)
  } finally {
    db.close()
  }
}

/**
 * The organiser signed in on `server` in this browser context: a session written as a login writes it
 * (app/infra/cookies/session.server.ts), and its cookie, signed with the test servers' secret.
 */
export async function signInAsOrganiserOn(context: BrowserContext, server: Server) {
  const sid = crypto.randomBytes(24).toString('base64url')
  const db = serverDb(server)
  try {
    db.prepare('insert into sessions (sid, sess, expire) values (?, ?, ?)').run(
      sid,
      JSON.stringify({ isAdmin: true, lastSeen: Date.now() }),
      Date.now() + 3_600_000,
    )
  } finally {
    db.close()
  }
  const header = await createCookie('sc_session', { secrets: [e2eSessionSecret], path: '/' }).serialize(sid)
  const value = header.split(';')[0]!.slice('sc_session='.length)
  await context.addCookies([{ name: 'sc_session', value, url: `http://localhost:${server.port}` }])
}
