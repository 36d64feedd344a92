import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { ZipArchive, type ZipEntryData } from 'archiver'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { copyDatabase } from '../../../db/backup-folder.js'
import type { DB } from '../../../db/connection'
import * as schema from '../../../db/schema'
import { calendarDay } from '~/utils/time'
import { storedTimeZone } from './event-details.server'
import { isStoredFileName, randomHex } from '~/infra/file-types.server'
import type { FileStore } from '~/infra/file-store.server'
import { challengeName } from './new-challenge.server'
import { resultsCsv } from '~/features/results/results-file.server'

// The archive the Event tab offers for keeping a challenge away from the server: one zip, streamed as it is
// made, never held in memory. The database is copied by the same online snapshot as `npm run backup`
// (VACUUM INTO, into the temp folder, which the next start empties should the server stop meanwhile); the
// results CSV is read from that copy, so that both tell the same moment; the uploads are the files the
// copy refers to, hard-linked beside it at once, so that a withdrawal or a new challenge during the download
// takes nothing from it. The archive is complete or it fails: a file that cannot be read ends the download
// with an error, which the browser shows as a failed download. A zip opens with a double click on every
// computer, and `npm run restore` takes it as it is (docs/backup.md).

/** The archive cannot be made: a file its database names is not there. Nothing was sent. */
export class ArchiveIncomplete extends Error {
  override name = 'ArchiveIncomplete'
}

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
 * Starts the archive: takes the snapshot now (synchronously, one read transaction) with a link to every
 * file it refers to, then streams the zip as the reader takes it. `signal` (the request's) stops it when
 * the browser goes away. Throws ArchiveIncomplete when a file is missing; a file that cannot be read once
 * the zip has begun destroys the stream with the error. The snapshot's temp folder is removed once the zip
 * is done, failed or abandoned.
 */
export function challengeArchive(
  db: DB,
  store: FileStore,
  { signal, now = new Date() }: { signal?: AbortSignal; now?: Date } = {},
): ChallengeArchive {
  const day = calendarDay(now, storedTimeZone(db))
  const name = challengeName()
  const folder = path.join(store.tmpDir, `${randomHex()}.archive`)
  let removed = false
  const removeSnapshot = () => {
    if (removed) return
    removed = true
    fs.rmSync(folder, { recursive: true, force: true })
  }
  const snapshot = path.join(folder, 'app.db')
  let csv: string
  let uploads: { file: string; entry: string }[]
  let copy: ReturnType<typeof copyDatabase>
  try {
    fs.mkdirSync(path.join(folder, 'uploads'), { recursive: true, mode: 0o700 })
    copy = copyDatabase(db.$client, snapshot)
    const reader = new Database(snapshot, { readonly: true, fileMustExist: true })
    try {
      csv = resultsCsv(drizzle(reader, { schema }) as DB)
    } finally {
      reader.close()
    }
    uploads = linkUploads(copy.storedFiles, store.uploadsDir, path.join(folder, 'uploads'))
  } catch (error) {
    removeSnapshot()
    throw error
  }

  const zip = new ZipArchive({ zlib: { level: 6 } })
  let failed = false
  const fail = (error: Error) => {
    // Every error, and a second one too, ends here: the stream is destroyed with the first, and the
    // worker goes on (an unhandled 'error' would end it).
    if (failed) return
    failed = true
    console.error('[archive] the download was stopped, the archive is incomplete:', error.message)
    zip.abort()
    zip.destroy(error)
    removeSnapshot()
  }
  // A warning is a file archiver could not find or read: an archive without it would be incomplete.
  zip.on('warning', fail)
  zip.on('error', fail)
  zip.once('end', removeSnapshot)
  zip.once('close', removeSnapshot)
  if (signal) {
    // The browser went: nothing more is read, the open file is closed, what was made is dropped.
    const stop = () => {
      failed = true
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
  for (const { file, entry } of uploads) {
    const data: ZipEntryData = { name: `uploads/${entry}`, store: true }
    zip.file(file, data)
  }
  void zip.finalize().catch(fail)

  return { fileName: fileNameFor(name, day), stream: zip }
}

/**
 * A hard link in `to` to each stored file the snapshot names, or the file itself where no link can be
 * made (a file system without links): a file deleted after this moment stays in the archive.
 */
function linkUploads(names: string[], from: string, to: string) {
  const uploads: { file: string; entry: string }[] = []
  for (const entry of names.filter(isStoredFileName).sort()) {
    const source = path.join(from, entry)
    const link = path.join(to, entry)
    try {
      fs.linkSync(source, link)
      uploads.push({ file: link, entry })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT')
        throw new ArchiveIncomplete(`the file ${entry} that the database names is missing from ${from}`)
      if (code === 'EEXIST') continue
      uploads.push({ file: source, entry })
    }
  }
  return uploads
}
