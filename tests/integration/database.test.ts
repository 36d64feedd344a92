import { count, eq } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { DB } from '../../db/connection'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/connection'
import {
  aiPlaybook,
  judges,
  passwordResetTokens,
  projects,
  projectScores,
  scoringCriteria,
} from '../../db/schema'
import { defaultCriteria } from '../../db/seed'
import { promptCards } from '../../db/prompt-cards'
import { getAdminProject } from '../../app/features/submissions/moderation.server'
import { listPromptCards } from '../../app/features/event/playbook.server'
import { findProjectFor, listProjectFiles } from '../../app/features/submissions/projects.server'
import { createTestDbBefore, testDbPerTest } from '../setup/test-db'
import { addJudge, addProject, addScore, addSession } from '../setup/fixtures'

const t = testDbPerTest()

function rows(table: SQLiteTable, db: DB = t.db) {
  return db.select({ n: count() }).from(table).get()!.n
}

describe('opening the database', () => {
  it('creates every table of the data model', () => {
    const tables = t.db.$client
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .pluck()
      .all()
    expect(new Set(tables)).toEqual(
      new Set([
        'projects',
        'sessions',
        'users',
        'ballots',
        'voting_settings',
        'new_challenges',
        'removed_files',
        'submission_window',
        'judges',
        'scoring_criteria',
        'project_scores',
        'ai_playbook',
        'admin_settings',
        'password_reset_tokens',
        'stored_files',
        'judging_settings',
        'assignments',
        'recusals',
        'score_batches',
        'judge_progress',
        'event_details',
        'feedback_emails',
        'event_languages',
        'criterion_words',
      ]),
    )
  })

  it('applies the pragmas: WAL, foreign keys, busy timeout, full sync', () => {
    const pragma = (name: string) => t.db.$client.pragma(name, { simple: true })
    expect(pragma('journal_mode')).toBe('wal')
    expect(pragma('foreign_keys')).toBe(1)
    expect(pragma('busy_timeout')).toBe(5000)
    expect(pragma('synchronous')).toBe(2)
  })

  it('seeds the 5 criteria and the 9 prompt cards, and seeding again adds nothing', () => {
    const count = () => ({
      criteria: rows(scoringCriteria),
      cards: rows(aiPlaybook),
    })
    expect(count()).toEqual({ criteria: 5, cards: 9 })
    t.db.$client.close()

    const reopened = openDatabase(t.file)
    expect(rows(scoringCriteria, reopened)).toBe(5)
    expect(rows(aiPlaybook, reopened)).toBe(9)
    t.db = reopened
  })

  it('keeps an organiser’s change to a seeded row when it starts again', () => {
    t.db.update(scoringCriteria).set({ weight: 2 }).where(eq(scoringCriteria.name, 'Originality')).run()
    t.db.$client.close()
    t.db = openDatabase(t.file)
    const originality = t.db
      .select()
      .from(scoringCriteria)
      .where(eq(scoringCriteria.name, 'Originality'))
      .get()
    expect(originality?.weight).toBe(2)
  })

  it('seeds criteria with maxPoints 10 and weight 1, all active', () => {
    const rows = t.db.select().from(scoringCriteria).all()
    expect(rows.map((r) => r.name)).toEqual(defaultCriteria.map((c) => c.name))
    for (const row of rows) expect(row).toMatchObject({ maxPoints: 10, weight: 1, isActive: true })
  })

  it('lists the active prompt cards in seed order', () => {
    expect(listPromptCards(t.db, 'en').map((c) => c.goal)).toEqual(promptCards.map((c) => c.goal))
    t.db.update(aiPlaybook).set({ isActive: false }).where(eq(aiPlaybook.goal, promptCards[0]!.goal)).run()
    expect(listPromptCards(t.db, 'en')).toHaveLength(8)
  })
})

describe('constraints', () => {
  it('gives a project the defaults: pending, no files, submitted now', () => {
    const before = Date.now()
    const project = addProject(t.db)
    expect(project.status).toBe('pending')
    expect(getAdminProject(t.db, project.id)?.files).toEqual([])
    expect(project.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(project.submittedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('rejects an unknown status or submission type', () => {
    const project = addProject(t.db)
    const update = (column: string, value: string) =>
      t.db.$client.prepare(`update projects set ${column} = ? where id = ?`).run(value, project.id)
    expect(() => update('status', 'published')).toThrow(/CHECK constraint failed/)
    expect(() => update('submission_type', 'podcast')).toThrow(/CHECK constraint failed/)
  })

  it('refuses a second judge with the same e-mail in other capitals, in any script', () => {
    addJudge(t.db, { email: 'Ada@Example.org' })
    expect(() => addJudge(t.db, { email: 'ada@example.ORG' })).toThrow(/UNIQUE constraint failed/)
    addJudge(t.db, { email: 'Åsa@Bücher.de' })
    expect(() => addJudge(t.db, { email: 'åSA@xn--bcher-kva.de' })).toThrow(/UNIQUE constraint failed/)
  })

  it('allows one score per project, judge and criterion, never negative', () => {
    const project = addProject(t.db)
    const judge = addJudge(t.db)
    const criterion = t.db.select().from(scoringCriteria).limit(1).get()!
    const score = { projectId: project.id, judgeId: judge.id, criteriaId: criterion.id, score: 7 }
    addScore(t.db, score)
    expect(() => addScore(t.db, score)).toThrow(/UNIQUE constraint failed/)
    expect(() => addScore(t.db, { ...score, criteriaId: criterion.id + 1, score: -1 })).toThrow(
      /CHECK constraint failed/,
    )
  })

  it('refuses a score for a project that does not exist', () => {
    const judge = addJudge(t.db)
    expect(() => addScore(t.db, { projectId: 999, judgeId: judge.id, criteriaId: 1, score: 5 })).toThrow(
      /FOREIGN KEY constraint failed/,
    )
  })

  it('deletes a project’s scores with the project', () => {
    const project = addProject(t.db)
    const other = addProject(t.db, { name: 'Robot' })
    const judge = addJudge(t.db)
    for (const p of [project, other]) {
      addScore(t.db, { projectId: p.id, judgeId: judge.id, criteriaId: 1, score: 5 })
    }
    t.db.delete(projects).where(eq(projects.id, project.id)).run()
    const left = t.db.select().from(projectScores).all()
    expect(left.map((s) => s.projectId)).toEqual([other.id])
  })

  it('deletes a judge’s reset tokens with the judge', () => {
    const judge = addJudge(t.db)
    t.db
      .insert(passwordResetTokens)
      .values({ judgeId: judge.id, tokenHash: 'abc', expiresAt: new Date(Date.now() + 3600_000) })
      .run()
    t.db.delete(judges).where(eq(judges.id, judge.id)).run()
    expect(rows(passwordResetTokens)).toBe(0)
  })

  it('indexes session expiry for the purge of expired sessions', () => {
    addSession(t.db, { judgeId: 1 })
    const plan = t.db.$client
      .prepare('explain query plan delete from sessions where expire < ?')
      .all(Date.now()) as Array<{ detail: string }>
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING INDEX sessions_expire_idx/)
  })
})

describe('the upgrade that reads a project’s file list from stored_files', () => {
  it('keeps every project’s files in upload order and drops the copied list', () => {
    const old = createTestDbBefore('0005_derived_file_list')
    const stored = (stem: string, kind: string) => `${stem.repeat(32)}.${kind}`
    // Upload order on purpose unlike the names' order, and every row written in the same millisecond.
    const photos = [stored('c', 'png'), stored('a', 'jpg'), stored('b', 'png')]
    const reports = [stored('f', 'pdf'), stored('d', 'pdf'), stored('e', 'pdf')]
    try {
      const addProject = old.sqlite.prepare(
        `INSERT INTO projects (name, description, submission_type, submission_method, files, thumbnail, author_name, status)
         VALUES (?, 'd', ?, ?, ?, ?, 'Sam', ?)`,
      )
      const insertFile = old.sqlite.prepare(
        `INSERT INTO stored_files (name, project_id, role, content_type, size, created_at)
         VALUES (?, ?, ?, 'application/octet-stream', 1, 1700000000000)`,
      )
      // A photo project whose thumbnail is its first photo, as the form makes it.
      const photo = Number(
        addProject.run('Leaves', 'photo', 'upload', JSON.stringify(photos), photos[0], 'approved')
          .lastInsertRowid,
      )
      for (const name of [...photos].sort()) insertFile.run(name, photo, 'file')
      insertFile.run(`${'c'.repeat(32)}-card.webp`, photo, 'card')
      const pdf = Number(
        addProject.run('Reports', 'pdf', 'upload', JSON.stringify(reports), stored('9', 'png'), 'pending')
          .lastInsertRowid,
      )
      for (const name of [...reports].sort()) insertFile.run(name, pdf, 'file')
      insertFile.run(stored('9', 'png'), pdf, 'thumbnail')
      insertFile.run(`${'9'.repeat(32)}-card.webp`, pdf, 'card')
      const video = Number(addProject.run('Kite', 'video', 'youtube', '[]', null, 'approved').lastInsertRowid)
      old.sqlite.close()

      const upgraded = openDatabase(old.file)
      try {
        expect(findProjectFor(upgraded, photo, { role: 'public', ownedProjectIds: [] })?.files).toEqual(
          photos,
        )
        expect(getAdminProject(upgraded, pdf)?.files).toEqual(reports)
        expect(getAdminProject(upgraded, video)?.files).toEqual([])
        expect(listProjectFiles(upgraded, photo).map((f) => f.name)).toEqual(photos)
        expect(listProjectFiles(upgraded, pdf).map((f) => f.name)).toEqual(reports)
        expect(getAdminProject(upgraded, photo)?.thumbnail).toBe(photos[0])
        const columns = upgraded.$client.pragma('table_info(projects)') as { name: string }[]
        expect(columns.map((c) => c.name)).not.toContain('files')
        expect(upgraded.$client.prepare('SELECT count(*) FROM stored_files').pluck().get()).toBe(9)
      } finally {
        upgraded.$client.close()
      }
    } finally {
      old.close()
    }
  })
})
