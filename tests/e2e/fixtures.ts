import crypto from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import sharp from 'sharp'
import { servers } from '../../playwright.config'

type Server = (typeof servers)[keyof typeof servers]

/** The running test server's own SQLite file, for fixtures that later features' pages will write. */
export function serverDb(server: Server = servers.main) {
  const db = new Database(path.join(server.dataDir, 'app.db'))
  db.pragma('busy_timeout = 5000')
  return db
}

export const uniqueName = (prefix: string) => `${prefix} ${crypto.randomBytes(4).toString('hex')}`

export function approveProject(name: string, server?: Server) {
  const db = serverDb(server)
  try {
    const row = db
      .prepare("update projects set status = 'approved' where name = ? returning id")
      .get(name) as { id: number } | undefined
    if (!row) throw new Error(`No project named ${name}`)
    return row.id
  } finally {
    db.close()
  }
}

export function insertProject(
  fields: {
    name: string
    submissionType: 'video' | 'photo' | 'pdf' | 'website'
    url?: string
    status?: 'pending' | 'approved' | 'rejected'
    authorEmail?: string
    submittedAt?: number
  },
  server?: Server,
) {
  const db = serverDb(server)
  try {
    const row = db
      .prepare(
        `insert into projects (name, description, submission_type, submission_method, url, author_name, author_email, status, submitted_at)
         values (@name, @description, @submissionType, @method, @url, 'Test Inventor', @authorEmail, @status, @submittedAt) returning id`,
      )
      .get({
        name: fields.name,
        description: `All about ${fields.name}.`,
        submissionType: fields.submissionType,
        method: fields.url ? 'other' : null,
        url: fields.url ?? null,
        authorEmail: fields.authorEmail ?? 'family@example.org',
        status: fields.status ?? 'approved',
        submittedAt: fields.submittedAt ?? Date.now(),
      }) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

/** A judge and their scores for the first criteria (ids 1..n) of a project. */
export function scoreProject(projectId: number, scores: number[], comment?: string, server?: Server) {
  const db = serverDb(server)
  try {
    const judge = db
      .prepare("insert into judges (name, email, password) values ('Judge', ?, 'x') returning id")
      .get(`${crypto.randomUUID()}@judges.example.org`) as { id: number }
    const insert = db.prepare(
      'insert into project_scores (project_id, judge_id, criteria_id, score, comments) values (?, ?, ?, ?, ?)',
    )
    scores.forEach((score, index) => insert.run(projectId, judge.id, index + 1, score, comment ?? null))
    return judge.id
  } finally {
    db.close()
  }
}

export async function pngFile(name: string, color = '#4f46e5', width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** The last password-reset link the server logged for an address (DESIGN.md §5: no SMTP, so it goes to the log). */
export async function resetLinkFromLog(email: string, server: Server = servers.main) {
  const { readFile } = await import('node:fs/promises')
  const log = await readFile(path.join(server.dataDir, 'server.log'), 'utf8')
  const links = [...log.matchAll(/\[password reset\] Link for (\S+) \(valid 1 hour\): (\S+)/g)]
    .filter((match) => match[1] === email)
    .map((match) => match[2]!)
  return links.at(-1)
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
