import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { ZipArchive, type ZipEntryData } from 'archiver'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyDatabase } from '../../db/backup-folder.js'
import { storedFiles } from '../../db/schema'
import { restoreLimits } from '../../scripts/restore-archive.js'
import { addProject } from '../setup/fixtures'
import { runRestore } from '../setup/restore-run'
import { createTestDb } from '../setup/test-db'

/*
 * `npm run restore` trusts nothing a backup says of itself: an archive or a folder with a file missing, a
 * zip whose entries unpack to more than any of this site's can be, a database with rows pointing at nothing
 * or from a newer version of the site, are each refused with their reason, and nothing is written.
 */

const t = createTestDb()
let uploads: string
let database: string
let names: string[]
let target: string
let made = 0

/** Every entry of an archive of this site, the database given. */
const entriesOf = (db: string, files = names) => [
  { name: 'app.db', file: db },
  { name: 'README.txt', data: 'An archive' },
  ...files.map((name) => ({ name: `uploads/${name}`, file: path.join(uploads, name) })),
]

async function zip(entries: { name: string; file?: string; data?: string | Buffer }[], store = true) {
  const file = path.join(t.dir, `case-${++made}.zip`)
  const archive = new ZipArchive({ zlib: { level: 9 } })
  for (const entry of entries) {
    const data: ZipEntryData = { name: entry.name, store }
    if (entry.file) archive.file(entry.file, data)
    else archive.append(entry.data!, data)
  }
  void archive.finalize()
  await pipeline(archive, fs.createWriteStream(file))
  return file
}

/** Changes the size a zip's central directory declares for `name`, as a forged or broken zip would. */
function declare(file: string, name: string, uncompressedSize: number) {
  const bytes = fs.readFileSync(file)
  for (let at = 0; at < bytes.length - 46; at++) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue
    const length = bytes.readUInt16LE(at + 28)
    if (bytes.subarray(at + 46, at + 46 + length).toString() !== name) continue
    bytes.writeUInt32LE(uncompressedSize, at + 24)
    fs.writeFileSync(file, bytes)
    return
  }
  throw new Error(`no ${name} in ${file}`)
}

/** A copy of the database, changed by `sql` (foreign keys off, as a tool or a broken copy may leave it). */
function databaseWith(sql: string) {
  const file = path.join(t.dir, `db-${++made}.db`)
  fs.copyFileSync(database, file)
  const db = new Database(file)
  db.exec(sql)
  db.close()
  return file
}

async function refused(from: string, reason: string) {
  target = path.join(t.dir, `data-${++made}`)
  const result = await runRestore(from, target)
  expect(result.code, result.stdout).toBe(1)
  expect(result.stderr).toContain('Restore refused')
  expect(result.stderr).toContain(reason)
  expect(fs.existsSync(path.join(target, 'app.db'))).toBe(false)
  expect(fs.readdirSync(t.dir).filter((name) => name.includes('unpacking'))).toEqual([])
  return result.stderr
}

beforeAll(() => {
  uploads = path.join(t.dir, 'uploads')
  fs.mkdirSync(uploads)
  names = []
  for (const n of [1, 2]) {
    const projectId = addProject(t.db, { name: `Project ${n}` }).id
    const name = `${crypto.randomBytes(16).toString('hex')}.png`
    fs.writeFileSync(path.join(uploads, name), crypto.randomBytes(3000))
    t.db
      .insert(storedFiles)
      .values({ name, projectId, role: 'thumbnail', contentType: 'image/png', size: 3000 })
      .run()
    names.push(name)
  }
  database = path.join(t.dir, 'archive.db')
  copyDatabase(t.db.$client, database)
})
afterAll(() => t.close())

describe('npm run restore', () => {
  it('takes a whole archive, and says what it found', async () => {
    target = path.join(t.dir, 'whole')
    const result = await runRestore(await zip(entriesOf(database)), target)
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('2 projects, 0 judges, 0 scores, 0 votes')
    expect(result.stdout).toContain('integrity check: ok, no row pointing at nothing')
    expect(result.stdout).toContain("version:  this site's")
    expect(result.stdout).toContain('every one of the 2 uploads it names is there')
  })

  it('refuses an archive with a file missing', async () => {
    const stderr = await refused(
      await zip(entriesOf(database, names.slice(1))),
      `1 file that the backup's database names is not in its uploads folder (${names[0]})`,
    )
    expect(stderr).toContain('the backup is incomplete')
  })

  it('refuses a backup folder with a file missing', async () => {
    const folder = path.join(t.dir, 'season-2025-06-01_08-00-00')
    fs.mkdirSync(path.join(folder, 'uploads'), { recursive: true })
    fs.copyFileSync(database, path.join(folder, 'app.db'))
    fs.copyFileSync(path.join(uploads, names[1]!), path.join(folder, 'uploads', names[1]!))
    await refused(folder, `not in its uploads folder (${names[0]})`)
  })

  it('refuses an entry declared larger than any of this site’s, before unpacking anything', async () => {
    // Compressed, as a zip bomb is: a stored entry's two sizes must agree, which yauzl checks by itself.
    const bigDatabase = await zip(entriesOf(database), false)
    declare(bigDatabase, 'app.db', 2 ** 31)
    await refused(bigDatabase, '"app.db" would unpack to 2048 MB, more than the 512 MB any database')
    const bigUpload = await zip(entriesOf(database), false)
    declare(bigUpload, `uploads/${names[0]}`, 2 ** 31)
    await refused(bigUpload, `"uploads/${names[0]}" would unpack to 2048 MB, more than the 20 MB any upload`)
  })

  it('refuses an entry that unpacks to more than it declares', async () => {
    // 2 MB of zeros, compressed to a few KB, declared as 3000 bytes.
    const zeros = path.join(t.dir, 'zeros')
    fs.writeFileSync(zeros, Buffer.alloc(2 * 1024 * 1024))
    const entries = entriesOf(database).map((entry) =>
      entry.name === `uploads/${names[0]}` ? { ...entry, file: zeros } : entry,
    )
    const bomb = await zip(entries, false)
    expect(fs.statSync(bomb).size).toBeLessThan(64 * 1024)
    declare(bomb, `uploads/${names[0]}`, 3000)
    await refused(bomb, `its "uploads/${names[0]}" cannot be unpacked as it says`)
  })

  it('refuses a database with rows pointing at nothing', async () => {
    const broken = databaseWith(
      "PRAGMA foreign_keys = OFF; INSERT INTO stored_files (name, project_id, role, content_type, size) VALUES ('x', 999, 'file', 'application/pdf', 1)",
    )
    await refused(
      await zip(entriesOf(broken)),
      "1 row of the backup's database point at rows that do not exist (stored_files → projects)",
    )
  })

  it('refuses a database from a newer version of the site', async () => {
    const newer = databaseWith(
      "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('from-the-future', 99999999999999)",
    )
    const stderr = await refused(
      await zip(entriesOf(newer)),
      "the backup's database was upgraded by a newer version of the site (an upgrade this version does not know",
    )
    expect(stderr).toContain('Update this site to that version first')
  })

  it('caps each upload at the largest file the site accepts', async () => {
    const { limits } = await import('../../app/features/submissions/project-fields')
    const { LOGO_MAX_BYTES } = await import('../../app/features/event/event-club')
    const largest = Math.max(limits.fileBytes, limits.thumbnailBytes, LOGO_MAX_BYTES)
    expect(restoreLimits.uploadBytes).toBe(largest)
  })
})
