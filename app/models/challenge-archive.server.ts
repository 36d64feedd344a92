import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { ZipArchive, type ZipEntryData } from 'archiver'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { copyDatabase } from '../../db/backup-folder.js'
import type { DB } from '../../db/connection'
import * as schema from '../../db/schema'
import { calendarDay } from '~/utils/time'
import { eventTimeZone } from './event.server'
import { isStoredFileName, randomHex } from './file-types.server'
import type { FileStore } from './file-store.server'
import { challengeName } from './new-challenge.server'
import { resultsCsv } from './results-file.server'

// The archive the Event tab offers before "Start a new challenge": one zip, streamed as it is made, never
// held in memory. The database is copied by the same online snapshot as `npm run backup` (VACUUM INTO, into
// the temp folder, which the next start empties should the server stop meanwhile); the results CSV is read
// from that copy, so that both tell the same moment; the uploads are the files the copy refers to. A zip
// opens with a double click on every computer, and `npm run restore` takes it as it is (docs/backup.md).

export type ChallengeArchive = { fileName: string; stream: Readable }

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function readme(name: string, day: string, tables: Record<string, number>, files: number) {
  const rows = (table: string) => tables[table] ?? 0
  return [
    `${name}: the archive of the challenge, made on ${day}`,
    '',
    'What is inside:',
    `  app.db       the database: ${plural(rows('projects'), 'project')}, ${plural(rows('judges'), 'judge')}, ${plural(rows('project_scores'), 'score')}, the criteria, the settings and the event's details`,
    '  results.csv  the results, as "Download results (CSV)" on the Grading Status tab gives them; it opens in any spreadsheet',
    `  uploads/     ${plural(files, 'uploaded file')}: the projects' photos and PDFs, and the small feed pictures made from them`,
    '  README.txt   this file',
    '',
    "It holds the families' names and e-mail addresses: keep it as private as the site itself.",
    '',
    'To put this challenge back on a server, stop the server and, in the project folder, run:',
    '',
    '  npm run restore -- <this file>.zip',
    '',
    'into an empty data folder, or with --force to replace the current data (which is moved aside, not',
    'deleted). docs/backup.md says more. Everyone signs in again afterwards.',
    '',
  ].join('\r\n')
}

const fileNameFor = (name: string, day: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'challenge'
  }-archive-${day}.zip`

/**
 * Starts the archive: takes the snapshot now (synchronously, one read transaction), then streams the zip
 * as the reader takes it. `signal` (the request's) stops it when the browser goes away. The snapshot's
 * temp file is removed once the zip is done, failed or abandoned.
 */
export function challengeArchive(
  db: DB,
  store: FileStore,
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): ChallengeArchive {
  const day = calendarDay(now, eventTimeZone())
  const name = challengeName()
  const snapshot = path.join(store.tmpDir, `${randomHex()}.archive.db`)
  let removed = false
  const removeSnapshot = () => {
    if (removed) return
    removed = true
    fs.rmSync(snapshot, { force: true })
  }
  let csv: string
  let copy: ReturnType<typeof copyDatabase>
  try {
    copy = copyDatabase(db.$client, snapshot)
    const reader = new Database(snapshot, { readonly: true, fileMustExist: true })
    try {
      csv = resultsCsv(drizzle(reader, { schema }) as DB)
    } finally {
      reader.close()
    }
  } catch (error) {
    removeSnapshot()
    throw error
  }
  const uploads = copy.storedFiles.filter(isStoredFileName).sort()

  const zip = new ZipArchive({ zlib: { level: 6 } })
  zip.on('warning', (error) => {
    // A file deleted since the snapshot (its project erased meanwhile): the archive goes on without it.
    console.warn('[archive]', error.message)
  })
  zip.once('end', removeSnapshot)
  zip.once('error', removeSnapshot)
  zip.once('close', removeSnapshot)
  if (signal) {
    // The browser went: nothing more is read, the open file is closed, what was made is dropped.
    const stop = () => {
      zip.abort()
      zip.destroy()
      removeSnapshot()
    }
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  }

  zip.append(readme(name, day, copy.tables, uploads.length), { name: 'README.txt' })
  zip.file(snapshot, { name: 'app.db' })
  zip.append(csv, { name: 'results.csv' })
  // Photos and PDFs are compressed already: stored as they are, which saves the server's time.
  for (const file of uploads) {
    const entry: ZipEntryData = { name: `uploads/${file}`, store: true }
    zip.file(path.join(store.uploadsDir, file), entry)
  }
  void zip.finalize()

  return { fileName: fileNameFor(name, day), stream: zip }
}
