import fs from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { finishBackup, keepFile, newBackup, snapshotDatabase, stamp } from '../../../db/backup-folder.js'
import type { FileStore } from '~/infra/file-store.server'

// The copy of a season that "Start a new challenge" keeps before it removes anything
// (docs/decisions/0036-a-new-challenge-keeps-its-copy.md): `season-<date>/` in the backups folder, a backup
// folder like `npm run backup`'s that `npm run restore` takes. The uploads are hard-linked (no time, no
// space) where the backups folder shares the data folder's disk, copied elsewhere. Made in two steps:
// every file first, outside any lock (a copy to another disk may take minutes); then, inside the removal's
// write transaction, the database and the few files that arrived meanwhile, so that the copy holds exactly
// what the removal removes.

/** The copy could not be made: nothing is removed, and the organiser is told why. */
export class SeasonCopyFailed extends Error {
  override name = 'SeasonCopyFailed'
}

export type KeptSeason = { folder: string; projects: number; files: number; bytes: number }

export type SeasonCopy = {
  /** Inside the removal's write transaction: the database, the files it names, the manifest, the name. */
  complete(sqlite: Database.Database): KeptSeason
  /** When the removal does not happen: the unfinished folder goes (a finished one stays, as a backup). */
  discard(): void
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
const notWritten = (where: string, error: unknown) =>
  new SeasonCopyFailed(
    `The copy of this season could not be written in ${where} (${reason(error)}). Make room on that disk, ` +
      'or set BACKUP_DIR to a folder the server can write to, then try again.',
  )

/**
 * Starts the copy in `backupDir`: the folder, and every file of the uploads folder, giving way to the
 * server's other requests between two files.
 */
export async function startSeasonCopy(store: FileStore, backupDir: string, now: Date): Promise<SeasonCopy> {
  let backup: { partial: string; target: string }
  try {
    backup = newBackup(backupDir, `season-${stamp(now)}`)
  } catch (error) {
    throw notWritten(backupDir, error)
  }
  const uploads = path.join(backup.partial, 'uploads')
  const kept = new Map<string, number>()
  const discard = () => fs.rmSync(backup.partial, { recursive: true, force: true })
  try {
    fs.mkdirSync(uploads, { mode: 0o700 })
    for (const name of fs.readdirSync(store.uploadsDir).sort()) {
      const bytes = keepFile(store.uploadsDir, uploads, name, { link: true })
      if (bytes !== null) kept.set(name, bytes)
      await new Promise((resolve) => setImmediate(resolve))
    }
  } catch (error) {
    discard()
    throw notWritten(backupDir, error)
  }

  return {
    discard,
    complete(sqlite) {
      try {
        const copy = snapshotDatabase(sqlite, path.join(backup.partial, 'app.db'))
        const named = new Set(copy.storedFiles)
        const missing: string[] = []
        for (const name of named) {
          if (kept.has(name)) continue
          const bytes = keepFile(store.uploadsDir, uploads, name, { link: true })
          if (bytes === null) missing.push(name)
          else kept.set(name, bytes)
        }
        if (missing.length > 0) {
          throw new SeasonCopyFailed(
            `${plural(missing.length, 'file')} of this season ${missing.length === 1 ? 'is' : 'are'} missing ` +
              `from ${store.uploadsDir} (${missing.slice(0, 3).join(', ')}), so its copy would not be ` +
              'complete. Delete the projects they belong to, then try again.',
          )
        }
        // Files no row names (a project withdrawn while the files were kept): not part of the season.
        for (const name of kept.keys()) {
          if (named.has(name)) continue
          fs.rmSync(path.join(uploads, name))
          kept.delete(name)
        }
        const bytes = [...kept.values()].reduce((sum, size) => sum + size, 0)
        finishBackup(backup, {
          createdAt: new Date().toISOString(),
          reason: 'taken by the server before "Start a new challenge" removed this season',
          database: { file: 'app.db', bytes: copy.bytes, integrityCheck: copy.integrityCheck },
          tables: copy.tables,
          uploads: { files: kept.size, bytes, missing: [] },
          sessionSecret: false,
        })
        return { folder: backup.target, projects: copy.tables.projects ?? 0, files: kept.size, bytes }
      } catch (error) {
        if (error instanceof SeasonCopyFailed) throw error
        throw notWritten(backupDir, error)
      }
    },
  }
}
