import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../db/connection'
import { UpgradeRefused } from '../../db/migrate'
import { wallTimeToMs } from '../../app/utils/time'
import { defaultCriteria, defaultLevels } from '../../db/seed'
import { spanishCriteria, spanishLevels } from '../../db/criteria.es'
import { fillEveryTable, userTables } from '../setup/fill-every-table'
import { createTestDbBefore } from '../setup/test-db'

// docs/decisions/0020: an upgrade keeps every row, whatever the migrations do to the tables, or changes
// nothing at all. Every level is read from the journal, so a migration added later is covered without
// touching this file.

type Journal = {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[]
}
const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as Journal
const tags = journal.entries.map((entry) => entry.tag)

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

/** A database as a server not yet upgraded past `tag` left it, with rows in every table, closed. */
function populatedBefore(tag: string) {
  const old = createTestDbBefore(tag)
  cleanups.push(() => old.close())
  fillEveryTable(old.sqlite)
  // As the server left it: in WAL mode, which the next start would not change.
  old.sqlite.pragma('journal_mode = WAL')
  const counts = rowCounts(old.sqlite)
  old.sqlite.close()
  return { ...old, counts }
}

/** A database at the latest level with rows in every table, closed; and a copy of the migrations folder. */
function populatedLatest() {
  const old = populatedBefore(tags.at(-1)!)
  openDatabase(old.file, { seeds: false }).$client.close()
  const sqlite = new Database(old.file)
  fillEveryTable(sqlite)
  const counts = rowCounts(sqlite)
  sqlite.close()
  const migrationsFolder = path.join(old.dir, 'migrations-copy')
  fs.cpSync('db/migrations', migrationsFolder, { recursive: true })
  return { ...old, counts, migrationsFolder }
}

/** Adds a migration, the way drizzle-kit would have written it, to a copy of the migrations folder. */
function addMigration(folder: string, tag: string, statements: string[]) {
  fs.writeFileSync(path.join(folder, `${tag}.sql`), statements.join('--> statement-breakpoint\n'))
  const copy = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal
  const last = copy.entries.at(-1)!
  copy.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag })
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(copy))
}

/** drizzle-kit's table rebuild of `projects`, with a new column it cannot add in place (a UNIQUE one). */
function rebuildProjects(file: string, keep = 'TRUE') {
  const sqlite = new Database(file, { readonly: true })
  const table = sqlite
    .prepare<[], string>("SELECT sql FROM sqlite_master WHERE name = 'projects'")
    .pluck()
    .get()!
  const indexes = sqlite
    .prepare<[], string>(
      "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'projects' AND sql IS NOT NULL",
    )
    .pluck()
    .all()
  const columns = (sqlite.pragma('table_info(projects)') as { name: string }[])
    .map((c) => `"${c.name}"`)
    .join(', ')
  sqlite.close()
  const created = table
    .replace('CREATE TABLE `projects` (', 'CREATE TABLE `__new_projects` (\n\t`stand_code` text UNIQUE,')
    .replaceAll('"projects".', '"__new_projects".')
  return [
    'PRAGMA foreign_keys=OFF;',
    created,
    `INSERT INTO \`__new_projects\`(${columns}) SELECT ${columns} FROM \`projects\` WHERE ${keep};`,
    'DROP TABLE `projects`;',
    'ALTER TABLE `__new_projects` RENAME TO `projects`;',
    'PRAGMA foreign_keys=ON;',
    ...indexes.map((sql) => `${sql};`),
  ]
}

describe('an upgrade from every earlier level', () => {
  it.each(tags.slice(1))('keeps every row of every table, from the level before %s', (tag) => {
    const old = populatedBefore(tag)
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    const after = rowCounts(db.$client)
    for (const [table, count] of Object.entries(old.counts))
      expect({ table, rows: after[table] }).toEqual({ table, rows: count })
    expect(db.$client.pragma('foreign_key_check')).toEqual([])
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(triggers(db.$client)).toEqual(expectedTriggers())
  })
})

describe('the submission window (0017)', () => {
  it('an upgrade leaves submissions always open: one row, both ends empty; its CHECKs hold', () => {
    const old = populatedBefore('0017_submission_window')
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    const sqlite = db.$client
    expect(sqlite.prepare('SELECT id, opens_at, closes_at FROM submission_window').all()).toEqual([
      { id: 1, opens_at: null, closes_at: null },
    ])
    expect(() => sqlite.prepare('INSERT INTO submission_window (id) VALUES (2)').run()).toThrow(/CHECK/)
    // Since 0022 the ends are wall-clock times, with the zone they were typed in.
    const set = sqlite.prepare('UPDATE submission_window SET opens_at = ?, closes_at = ?, time_zone = ?')
    expect(() => set.run('2030-05-31T17:00', '2030-05-31T09:00', 'UTC')).toThrow(/CHECK/)
    set.run(null, '2030-05-31T17:00', 'UTC')
    expect(sqlite.prepare('SELECT closes_at FROM submission_window').pluck().get()).toBe('2030-05-31T17:00')
  })
})

describe('words for the criteria’s levels (0024)', () => {
  it('gives the seeded criteria their words, and leaves a criterion of the organiser’s with numbers only', () => {
    const old = createTestDbBefore('0024_criterion_levels')
    cleanups.push(() => old.close())
    const add = old.sqlite.prepare('INSERT INTO scoring_criteria (name, max_points) VALUES (?, ?)')
    add.run('Originality', 10)
    add.run('Presentation', 20)
    add.run('Teamwork', 10)
    old.sqlite.close()
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    const levels = db.$client
      .prepare<[], { name: string; levels: string | null }>(
        'SELECT name, levels FROM scoring_criteria ORDER BY id',
      )
      .all()
      .map((row) => [row.name, row.levels && JSON.parse(row.levels)])
    expect(levels).toEqual([
      ['Originality', defaultLevels],
      // Its points changed by the organiser: the words out of 10 would not fit.
      ['Presentation', null],
      ['Teamwork', null],
    ])
  })
})

describe('a project’s versions (0025)', () => {
  it('leaves every project the first version of its own story', () => {
    const old = populatedBefore('0025_project_versions')
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    // Every table it had, with every row (tables of later migrations come empty).
    expect(rowCounts(db.$client)).toMatchObject(old.counts)
    const stories = db.$client
      .prepare<[], { id: number; story: number; previous_id: number | null }>(
        'SELECT id, coalesce(story_id, id) AS story, previous_id FROM projects',
      )
      .all()
    expect(stories.length).toBeGreaterThan(0)
    for (const row of stories) expect(row).toEqual({ id: row.id, story: row.id, previous_id: null })
  })
})

describe('the families e-mailed their feedback (0026)', () => {
  it('keeps every row and starts with no family e-mailed; a family is e-mailed once', () => {
    const old = populatedBefore('0026_feedback_emails')
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    // Tables of later migrations come empty.
    expect(rowCounts(db.$client)).toMatchObject({ ...old.counts, feedback_emails: 0 })
    const add = db.$client.prepare('INSERT INTO feedback_emails (email_key) VALUES (?)')
    add.run('family@example.org')
    expect(() => add.run('family@example.org')).toThrow(/UNIQUE/)
    const [row] = db.$client.prepare<[], { sent_at: number }>('SELECT sent_at FROM feedback_emails').all()
    expect(Math.abs(row!.sent_at - Date.now())).toBeLessThan(60_000)
  })
})

describe('the event’s words per language (0027)', () => {
  it('keeps every row; the agenda and the challenge become English, the club and the day every language’s', () => {
    const old = populatedBefore('0027_event_languages')
    const sqlite = new Database(old.file)
    // A row of each section, as the Event tab wrote them before.
    sqlite.prepare('DELETE FROM event_details').run()
    const insert = sqlite.prepare('INSERT INTO event_details (section, value) VALUES (?, ?)')
    for (const section of ['club', 'event', 'agenda', 'challenge']) insert.run(section, `{"${section}":1}`)
    // A seeded criterion still as seeded, and one the organiser changed.
    const addCriterion = sqlite.prepare(
      'INSERT INTO scoring_criteria (name, description, levels, position) VALUES (?, ?, ?, 9) RETURNING id',
    )
    const [seeded, changed] = defaultCriteria
    const kept = addCriterion.pluck().get(seeded!.name, seeded!.description, seeded!.levels) as number
    addCriterion.run(changed!.name, 'Our own words.', null)
    sqlite.close()
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    expect(rowCounts(db.$client)).toEqual({
      ...old.counts,
      scoring_criteria: old.counts.scoring_criteria! + 2,
      event_details: 4,
      event_languages: 0,
      criterion_words: 1,
    })
    // The criterion still as seeded reads in Spanish, its level words too; the changed one has none.
    expect(
      db.$client.prepare('SELECT criterion_id, language, name, levels FROM criterion_words').all(),
    ).toEqual([
      {
        criterion_id: kept,
        language: 'es',
        name: spanishCriteria[seeded!.name].name,
        levels: JSON.stringify(spanishLevels),
      },
    ])
    const rows = db.$client
      .prepare('SELECT section, language, value FROM event_details ORDER BY section')
      .all()
    expect(rows).toEqual([
      { section: 'agenda', language: 'en', value: '{"agenda":1}' },
      { section: 'challenge', language: 'en', value: '{"challenge":1}' },
      { section: 'club', language: '*', value: '{"club":1}' },
      { section: 'event', language: '*', value: '{"event":1}' },
    ])
    // A section has one row per language; a criterion's words go with it.
    const add = db.$client.prepare(
      "INSERT INTO event_details (section, language, value) VALUES ('agenda', ?, '{}')",
    )
    add.run('es')
    expect(() => add.run('es')).toThrow(/UNIQUE/)
    const criterion = db.$client.prepare<[], number>('SELECT id FROM scoring_criteria LIMIT 1').pluck().get()!
    db.$client
      .prepare("INSERT INTO criterion_words (criterion_id, language, name) VALUES (?, 'es', 'Originalidad')")
      .run(criterion)
    db.$client.prepare('DELETE FROM project_scores WHERE criteria_id = ?').run(criterion)
    db.$client.prepare('DELETE FROM scoring_criteria WHERE id = ?').run(criterion)
    expect(
      db.$client.prepare('SELECT count(*) AS n FROM criterion_words WHERE criterion_id = ?').get(criterion),
    ).toEqual({ n: 0 })
  })
})

describe('the submission window as wall-clock times (0022)', () => {
  const at = Date.UTC(2031, 4, 31, 16, 0)
  const upgraded = (window: { opens: number | null; closes: number | null }, eventZone?: string) => {
    const old = populatedBefore('0022_submission_window_wall_time')
    const sqlite = new Database(old.file)
    sqlite
      .prepare('UPDATE submission_window SET opens_at = ?, closes_at = ?')
      .run(window.opens, window.closes)
    if (eventZone) {
      sqlite
        .prepare("UPDATE event_details SET value = ? WHERE section = 'event'")
        .run(JSON.stringify({ timeZone: eventZone }))
    }
    sqlite.close()
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    return { db, counts: old.counts }
  }
  const stored = (db: ReturnType<typeof openDatabase>) =>
    db.$client.prepare('SELECT opens_at, closes_at, time_zone FROM submission_window').get()

  it('keeps the moments saved before: the wall times they name in the Event tab’s zone', () => {
    const { db, counts } = upgraded({ opens: at - 86_400_000, closes: at }, 'America/Los_Angeles')
    // Every table it had, with every row (tables of later migrations come empty).
    expect(rowCounts(db.$client)).toMatchObject(counts)
    expect(stored(db)).toEqual({
      opens_at: '2031-05-30T09:00',
      closes_at: '2031-05-31T09:00',
      time_zone: 'America/Los_Angeles',
    })
    expect(wallTimeToMs('2031-05-30T09:00', 'America/Los_Angeles')).toBe(at - 86_400_000)
    expect(wallTimeToMs('2031-05-31T09:00', 'America/Los_Angeles')).toBe(at)
  })

  it('in EVENT_TIME_ZONE when the Event tab has no zone; an empty window stays empty', () => {
    vi.stubEnv('EVENT_TIME_ZONE', 'Asia/Tokyo')
    const { db } = upgraded({ opens: null, closes: at })
    expect(stored(db)).toEqual({ opens_at: null, closes_at: '2031-06-01T01:00', time_zone: 'Asia/Tokyo' })
    const empty = upgraded({ opens: null, closes: null }).db
    expect(stored(empty)).toEqual({ opens_at: null, closes_at: null, time_zone: null })
  })

  it('refuses a time that is not a wall-clock time, and a time without its zone', () => {
    const { db } = upgraded({ opens: null, closes: null })
    const set = db.$client.prepare('UPDATE submission_window SET opens_at = ?, closes_at = ?, time_zone = ?')
    expect(() => set.run(null, String(at), 'UTC')).toThrow(/CHECK/)
    expect(() => set.run(null, '2031-05-31 17:00', 'UTC')).toThrow(/CHECK/)
    expect(() => set.run(null, '2031-05-31T17:00', null)).toThrow(/CHECK/)
    set.run('2031-05-31T09:00', '2031-05-31T17:00:30', 'UTC')
  })
})

describe('a migration that rebuilds projects the way drizzle-kit does', () => {
  it('keeps every score, file, assignment, step-aside and progress row, and the triggers', () => {
    const latest = populatedLatest()
    const children = [
      'project_scores',
      'stored_files',
      'assignments',
      'recusals',
      'judge_progress',
      'score_batches',
    ]
    const before = dump(latest.file, ['projects', ...children])
    addMigration(latest.migrationsFolder, '9999_rebuild_projects', rebuildProjects(latest.file))

    const db = openDatabase(latest.file, { seeds: false, migrationsFolder: latest.migrationsFolder })
    cleanups.push(() => db.$client.close())
    const columns = (db.$client.pragma('table_info(projects)') as { name: string }[]).map((c) => c.name)
    expect(columns).toContain('stand_code')
    for (const table of children)
      expect(dump(latest.file, [table])).toEqual(before.filter((t) => t.table === table))
    expect(rowCounts(db.$client)).toEqual(latest.counts)
    expect(db.$client.pragma('foreign_key_check')).toEqual([])
    expect(triggers(db.$client)).toEqual(expectedTriggers())
    // The triggers still count: a new score for an active criterion adds to the judge's progress.
    const progress = db.$client.prepare<[], number>('SELECT sum(scored) FROM judge_progress').pluck()
    const was = progress.get()!
    db.$client
      .prepare(
        `INSERT INTO project_scores (project_id, judge_id, criteria_id, score)
         SELECT p.id, j.id, c.id, 1 FROM projects p, judges j, scoring_criteria c
         WHERE c.is_active = 1 AND NOT EXISTS (SELECT 1 FROM project_scores s
           WHERE s.project_id = p.id AND s.judge_id = j.id AND s.criteria_id = c.id) LIMIT 1`,
      )
      .run()
    expect(progress.get()).toBe(was + 1)
  })
})

describe('an upgrade that would leave rows pointing at nothing', () => {
  it('refuses to start, names the table and why, and changes nothing: a row already broken', () => {
    const old = populatedBefore(tags.at(-1)!)
    const sqlite = new Database(old.file)
    sqlite.pragma('foreign_keys = OFF')
    sqlite
      .prepare(
        'UPDATE project_scores SET project_id = 9999 WHERE rowid = (SELECT min(rowid) FROM project_scores)',
      )
      .run()
    sqlite.close()
    const before = filesOf(path.dirname(old.file))

    const error = refusal(() => openDatabase(old.file))
    expect(error.message).toMatch(
      /project_scores: 1 row \(rowid \d+\) refers to a row of projects that does not exist/,
    )
    expect(error.message).toMatch(/Nothing was changed/)
    expect(filesOf(path.dirname(old.file))).toEqual(before)
  })

  it('refuses a migration that drops a project its scores refer to, and changes nothing', () => {
    const latest = populatedLatest()
    const lost = new Database(latest.file, { readonly: true })
    const project = lost.prepare<[], number>('SELECT min(project_id) FROM project_scores').pluck().get()!
    lost.close()
    addMigration(
      latest.migrationsFolder,
      '9999_rebuild_projects',
      rebuildProjects(latest.file, `id <> ${project}`),
    )
    checkpoint(latest.file)
    const before = filesOf(path.dirname(latest.file))

    const error = refusal(() => openDatabase(latest.file, { migrationsFolder: latest.migrationsFolder }))
    for (const table of ['project_scores', 'stored_files', 'assignments']) {
      expect(error.message).toMatch(
        new RegExp(`${table}: \\d+ rows? \\(rowid [\\d, ]+\\) refers? to a row of projects`),
      )
    }
    expect(filesOf(path.dirname(latest.file))).toEqual(before)
  })
})

describe('the copy before an upgrade', () => {
  it('is taken into the backups folder, said in the log, and holds the database as it was', () => {
    const old = populatedBefore(tags.at(-1)!)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    openDatabase(old.file).$client.close()

    const backups = fs.readdirSync(path.join(old.dir, 'backups'))
    expect(backups).toEqual([expect.stringMatching(/^pre-upgrade-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}$/)])
    const folder = path.resolve(old.dir, 'backups', backups[0]!)
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`backed up to ${folder}`))
    const copy = new Database(path.join(folder, 'app.db'), { readonly: true })
    cleanups.push(() => copy.close())
    expect(rowCounts(copy)).toEqual(old.counts)
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
    expect(manifest.tables).toEqual({ ...old.counts, __drizzle_migrations: tags.length - 1 })
  })

  it('stops the upgrade when it cannot be made, and changes nothing', () => {
    const old = populatedBefore(tags.at(-1)!)
    const notAFolder = path.join(old.dir, 'backups')
    fs.writeFileSync(notAFolder, 'a file where the backups folder should be')
    const before = filesOf(path.dirname(old.file))

    const error = refusal(() => openDatabase(old.file, { backupDir: notAFolder }))
    expect(error.message).toContain(`could not be made in ${notAFolder}`)
    expect(error.message).toContain('BACKUP_DIR')
    expect(filesOf(path.dirname(old.file))).toEqual(before)
  })

  it('is taken for a database with judges but no project: every row counts', () => {
    const old = createTestDbBefore(tags.at(-1)!)
    cleanups.push(() => old.close())
    old.sqlite
      .prepare(
        "INSERT INTO judges (name, email, email_key, password) VALUES ('Jo', 'jo@example.org', 'jo@example.org', 'x')",
      )
      .run()
    old.sqlite.close()
    vi.spyOn(console, 'log').mockImplementation(() => {})
    openDatabase(old.file).$client.close()
    const [folder] = fs.readdirSync(path.join(old.dir, 'backups'))
    expect(folder).toMatch(/^pre-upgrade-/)
    const copy = new Database(path.join(old.dir, 'backups', folder!, 'app.db'), { readonly: true })
    cleanups.push(() => copy.close())
    expect(copy.prepare('SELECT name FROM judges').pluck().all()).toEqual(['Jo'])
    expect(copy.prepare('SELECT count(*) FROM projects').pluck().get()).toBe(0)
  })

  it('is not taken on a first start, when the database has nothing yet', () => {
    const dir = fs.mkdtempSync(path.join('tests/.tmp', 'first-start-'))
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    openDatabase(path.join(dir, 'data', 'app.db')).$client.close()
    expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false)
  })

  it('is not taken when there is nothing to upgrade', () => {
    const latest = populatedLatest()
    const taken = fs.readdirSync(path.join(latest.dir, 'backups'))
    openDatabase(latest.file).$client.close()
    expect(fs.readdirSync(path.join(latest.dir, 'backups'))).toEqual(taken)
  })
})

describe('two processes starting at once on a database with pending upgrades', () => {
  it('both end well: one upgrades (after its copy), the other finds nothing left to do', async () => {
    const old = populatedBefore(tags[1]!)
    const backups = path.join(old.dir, 'backups')
    const at = Date.now() + 1500
    const start = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          path.resolve('node_modules/.bin/tsx'),
          ['tests/setup/start-at.ts', old.file, String(at), backups],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        )
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
        child.on('close', (code) => resolve({ code, out }))
      })
    const [first, second] = await Promise.all([start(), start()])
    expect(first, first.out).toMatchObject({ code: 0 })
    expect(second, second.out).toMatchObject({ code: 0 })
    // Each migration applied once, and one copy taken: by the process that upgraded.
    expect(JSON.parse(first.out.trim().split('\n').at(-1)!)).toEqual({ migrations: tags.length })
    expect(JSON.parse(second.out.trim().split('\n').at(-1)!)).toEqual({ migrations: tags.length })
    expect(fs.readdirSync(backups)).toHaveLength(1)
    const db = new Database(old.file, { readonly: true })
    cleanups.push(() => db.close())
    // Every row kept (the seeds may add theirs).
    const after = rowCounts(db)
    for (const [table, count] of Object.entries(old.counts))
      expect(after[table], table).toBeGreaterThanOrEqual(count)
    expect(db.pragma('foreign_key_check')).toEqual([])
  }, 30_000)
})

describe('a database a newer version of the site upgraded', () => {
  it('is refused with a clear message, and left exactly as it was', () => {
    const latest = populatedLatest()
    // The newer version's upgrade, applied: a migration this code's folder does not have.
    addMigration(latest.migrationsFolder, '0099_from_the_future', ['CREATE TABLE `future` (`id` integer);'])
    openDatabase(latest.file, { seeds: false, migrationsFolder: latest.migrationsFolder }).$client.close()
    checkpoint(latest.file)
    const before = filesOf(path.dirname(latest.file))
    const backups = fs.readdirSync(path.join(latest.dir, 'backups'))

    const error = refusal(() => openDatabase(latest.file))
    expect(error.message).toContain('it was upgraded by a newer version of the site')
    expect(error.message).toContain('an upgrade this version does not know')
    expect(error.message).toContain('Nothing was changed')
    expect(filesOf(path.dirname(latest.file))).toEqual(before)
    expect(fs.readdirSync(path.join(latest.dir, 'backups'))).toEqual(backups)
  })
})

/** As the server's last connection does when it stops: the log written into the file and removed. */
function checkpoint(file: string) {
  const sqlite = new Database(file)
  sqlite.prepare('SELECT count(*) FROM sqlite_master').get()
  sqlite.close()
}

function refusal(open: () => unknown): UpgradeRefused {
  try {
    open()
  } catch (error) {
    if (error instanceof UpgradeRefused) return error
    throw error
  }
  throw new Error('the upgrade was not refused')
}

/** Every file of the data folder and its bytes' hash. */
function filesOf(dir: string) {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [
        name,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  )
}

function rowCounts(sqlite: Database.Database): Record<string, number> {
  return Object.fromEntries(
    userTables(sqlite).map((name) => [
      name,
      sqlite.prepare<[], number>(`SELECT count(*) FROM "${name}"`).pluck().get()!,
    ]),
  )
}

function dump(file: string, tables: string[]) {
  const sqlite = new Database(file, { readonly: true })
  try {
    return tables.map((table) => ({
      table,
      rows: sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all(),
    }))
  } finally {
    sqlite.close()
  }
}

function triggers(sqlite: Database.Database) {
  return sqlite
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
    .pluck()
    .all()
}

/** The triggers the migrations create and do not drop again: drizzle-kit's snapshots do not know them. */
function expectedTriggers() {
  const names = new Set<string>()
  for (const tag of tags) {
    const sql = fs.readFileSync(`db/migrations/${tag}.sql`, 'utf8')
    for (const [, name] of sql.matchAll(/CREATE TRIGGER (?:IF NOT EXISTS )?[`"]?(\w+)/gi)) names.add(name!)
    for (const [, name] of sql.matchAll(/DROP TRIGGER (?:IF EXISTS )?[`"]?(\w+)/gi)) names.delete(name!)
  }
  return [...names].sort()
}

describe('the Event tab’s table (0021_event_details)', () => {
  it('starts empty, so every page shows the defaults, and takes only the sections the app knows', () => {
    const old = populatedBefore('0021_event_details')
    const db = openDatabase(old.file, { seeds: false })
    cleanups.push(() => db.$client.close())
    const sqlite = db.$client
    expect(sqlite.prepare('SELECT count(*) AS n FROM event_details').get()).toEqual({ n: 0 })
    const insert = sqlite.prepare('INSERT INTO event_details (section, value) VALUES (?, ?)')
    expect(() => insert.run('prizes', '{}')).toThrow(/CHECK constraint failed/)
    expect(() => insert.run('club', 'x'.repeat(200_001))).toThrow(/CHECK constraint failed/)
    insert.run('club', '{"clubName":"Riverside Science Club"}')
    expect(() => insert.run('club', '{}')).toThrow(/UNIQUE constraint failed/)
  })
})
