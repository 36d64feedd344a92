// What `npm run restore` (scripts/restore.js) checks of a backup's database before it takes the place of the
// current one, and what it tells the organiser it found. Each check throws the reason it refuses.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { storedFileNames } from '../db/backup-folder.js'
import { migrationLevel, newerDatabaseMessage } from '../db/migration-level.js'

const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url))

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * Reads the staged copy of the backup's database: whole (integrity check), no row pointing at nothing
 * (foreign key check), not from a newer version of the site, and every upload it names in `uploadsDir`.
 * `filesTravel`: the backup carries its uploads (an archive, a season's copy, `npm run backup`), so a
 * missing one is refused; a database-only backup (the copy before an upgrade) keeps the data folder's,
 * and a missing one is only reported.
 */
export function checkDatabase(staged, { uploadsDir, filesTravel }) {
  let db
  try {
    db = new Database(staged, { fileMustExist: true })
  } catch (error) {
    throw new Error(`the backup's database cannot be read (${error.message}). Choose another backup.`)
  }
  try {
    let integrity
    try {
      integrity = db
        .pragma('integrity_check')
        .map((row) => row.integrity_check)
        .join('; ')
    } catch (error) {
      throw new Error(`the backup's database cannot be read (${error.message}). Choose another backup.`)
    }
    if (integrity !== 'ok')
      throw new Error(
        `the backup's database failed its integrity check (${integrity}). Choose another backup.`,
      )

    const broken = db.pragma('foreign_key_check')
    if (broken.length > 0) {
      const tables = [...new Set(broken.map((row) => `${row.table} → ${row.parent}`))].join(', ')
      throw new Error(
        `${plural(broken.length, 'row')} of the backup's database point at rows that do not exist ` +
          `(${tables}). Choose another backup.`,
      )
    }

    const level = migrationLevel(db, migrationsFolder)
    if (level.newer.length > 0) {
      throw new Error(
        `the backup's database ${newerDatabaseMessage(level.newer).replace(/^it /, '')}. Update this ` +
          'site to that version first (docs/backup.md), then restore.',
      )
    }

    const named = [...new Set(storedFileNames(db))]
    const missing = named.filter(
      (name) => !fs.statSync(path.join(uploadsDir, name), { throwIfNoEntry: false })?.isFile(),
    )
    if (missing.length > 0 && filesTravel) {
      throw new Error(
        `${plural(missing.length, 'file')} that the backup's database names ${missing.length === 1 ? 'is' : 'are'} ` +
          `not in its uploads folder (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): ` +
          'the backup is incomplete. Choose another backup.',
      )
    }

    const count = (sql) => {
      try {
        return db.prepare(sql).pluck().get()
      } catch {
        return 0
      }
    }
    return {
      projects: count('SELECT count(*) FROM projects'),
      judges: count('SELECT count(*) FROM judges'),
      scores: count('SELECT count(*) FROM project_scores'),
      votes: count('SELECT count(*) FROM ballots WHERE project_id IS NOT NULL'),
      files: named.length,
      missing,
      upgrades: level.pending.length,
    }
  } finally {
    db.close()
  }
}

/** The lines that say what the restore found in the database. */
export function describeDatabase(found) {
  return [
    `  database: ${plural(found.projects, 'project')}, ${plural(found.judges, 'judge')}, ` +
      `${plural(found.scores, 'score')}, ${plural(found.votes, 'vote')} ` +
      '(integrity check: ok, no row pointing at nothing)',
    found.upgrades === 0
      ? "  version:  this site's"
      : `  version:  older; ${plural(found.upgrades, 'upgrade')} will be applied at the next start (a copy is taken first)`,
    found.missing.length === 0
      ? `  files:    every one of the ${plural(found.files, 'upload')} it names is there`
      : `  files:    ${plural(found.missing.length, 'upload')} it names ${found.missing.length === 1 ? 'is' : 'are'} not in the data folder (${found.missing.slice(0, 3).join(', ')})`,
  ]
}
