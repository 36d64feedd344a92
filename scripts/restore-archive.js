// Unpacking the archive the Event tab downloads (app/features/event/challenge-archive.server.ts) for
// `npm run restore` (scripts/restore.js): a zip, read with yauzl. What a zip says of itself is not trusted:
// every name, every size and the total are checked against what an archive of this site can hold before
// anything is written, and the bytes are counted again as they are unpacked.
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl from 'yauzl'
import { stamp } from '../db/backup-folder.js'

const MiB = 1024 * 1024
/**
 * The largest entries restored. A season's database holds rows only (a few MB for a large event), so its
 * cap is generous; an upload is at most the largest file the site accepts (a PDF, app/features/submissions/
 * project-fields.ts; tests/integration/restore-checks.test.ts keeps the two in step).
 */
export const restoreLimits = { databaseBytes: 512 * MiB, uploadBytes: 20 * MiB, entries: 100_000 }

const STORED_FILE = /^uploads\/[0-9a-f]{32}(-card)?\.(jpg|png|gif|webp|pdf)$/
// What an archive holds, and where it goes when unpacked: the database and the stored files. The README
// and the CSV stay behind. Anything else is refused, so that no entry's name can write outside the folder.
const archiveEntry = (name) =>
  name === 'app.db' || STORED_FILE.test(name)
    ? name
    : ['README.txt', 'results.csv', 'uploads/'].includes(name)
      ? null
      : undefined

const formatMiB = (bytes) => `${Math.ceil(bytes / MiB)} MB`

/** The entries to unpack, each checked; throws with the reason when the zip is not one of ours. */
function plan(entries) {
  if (entries.length > restoreLimits.entries)
    throw new Error(`it holds ${entries.length} entries, more than any archive of this site`)
  const seen = new Set()
  const chosen = []
  for (const entry of entries) {
    const target = archiveEntry(entry.fileName)
    if (target === undefined)
      throw new Error(`it holds "${entry.fileName}", which no archive of this site has`)
    if (seen.has(entry.fileName)) throw new Error(`it holds "${entry.fileName}" twice`)
    seen.add(entry.fileName)
    if (target === null) continue
    const cap = target === 'app.db' ? restoreLimits.databaseBytes : restoreLimits.uploadBytes
    if (entry.uncompressedSize > cap) {
      throw new Error(
        `its "${entry.fileName}" would unpack to ${formatMiB(entry.uncompressedSize)}, more than the ` +
          `${formatMiB(cap)} any ${target === 'app.db' ? 'database' : 'upload'} of this site can be`,
      )
    }
    chosen.push({ entry, target, cap })
  }
  return chosen
}

/** Counts what really comes out of an entry: a zip may say less than it holds. */
function capped(name, cap) {
  let bytes = 0
  return new Transform({
    transform(chunk, _encoding, done) {
      bytes += chunk.length
      if (bytes > cap) done(new Error(`its "${name}" unpacks to more than the ${formatMiB(cap)} it may be`))
      else done(null, chunk)
    },
  })
}

/**
 * Unpacks an archive into a new folder beside the data folder (owner only), on the same disk, which then
 * restores like a backup folder; the folder is removed when the restore ends, whatever happens.
 */
export async function unpackArchive(file, dataDir) {
  const zip = await new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  )
  try {
    const entries = await new Promise((resolve, reject) => {
      const found = []
      zip.once('error', reject)
      zip.once('end', () => resolve(found))
      zip.on('entry', (entry) => {
        found.push(entry)
        if (found.length > restoreLimits.entries) resolve(found)
        else zip.readEntry()
      })
      zip.readEntry()
    })
    const chosen = plan(entries)
    const total = chosen.reduce((sum, { entry }) => sum + entry.uncompressedSize, 0)
    const parent = path.dirname(path.resolve(dataDir))
    fs.mkdirSync(parent, { recursive: true })
    const { bavail, bsize } = fs.statfsSync(parent)
    // Room for the unpacked folder and for the copy the restore then makes of it in the data folder.
    if (total * 2 > bavail * bsize) {
      const error = new Error(
        `it unpacks to ${formatMiB(total)}, and ${parent} has ${formatMiB(bavail * bsize)} free: ` +
          'make room (twice its size) and try again',
      )
      error.code = 'NO_ROOM'
      throw error
    }

    let folder = `${dataDir}-unpacking-${stamp(new Date())}`
    for (let n = 2; fs.existsSync(folder); n++) folder = `${dataDir}-unpacking-${stamp(new Date())}-${n}`
    fs.mkdirSync(path.join(folder, 'uploads'), { recursive: true, mode: 0o700 })
    process.once('exit', () => fs.rmSync(folder, { recursive: true, force: true }))
    for (const { entry, target, cap } of chosen) {
      try {
        const stream = await new Promise((resolve, reject) =>
          zip.openReadStream(entry, (error, opened) => (error ? reject(error) : resolve(opened))),
        )
        await pipeline(
          stream,
          capped(entry.fileName, Math.min(cap, entry.uncompressedSize)),
          fs.createWriteStream(path.join(folder, target), { mode: 0o600 }),
        )
      } catch (error) {
        throw new Error(`its "${entry.fileName}" cannot be unpacked as it says (${error.message})`)
      }
    }
    return folder
  } finally {
    zip.close()
  }
}
