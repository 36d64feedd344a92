import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type DB } from '../../db/connection'
import { getEventDetails, resetEventSection, saveClub } from '../../app/features/event/event-details.server'
import {
  createFileStore,
  newTempPath,
  type FileStore,
  type StagedFile,
} from '../../app/infra/file-store.server'
import { randomHex } from '../../app/infra/file-types.server'
import { createTestDb } from '../setup/test-db'

// The Club section's logo (docs/decisions/0029, 0004): two saves at once, as two workers make them, each
// with its own connection to the file. Whatever order they land in, the uploads folder ends holding the
// one logo the row names, and a reset leaves none.

let t: ReturnType<typeof createTestDb>
let other: DB
let store: FileStore
beforeEach(() => {
  t = createTestDb()
  other = openDatabase(t.file, { seeds: false, migrations: false })
  store = createFileStore(t.dir)
})
afterEach(() => {
  other.$client.close()
  t.close()
})

const club = {
  clubName: 'Kids Startup Club',
  videoChannelUrl: 'https://www.youtube.com/@example',
  aboutUrl: 'https://example.org/about',
  contactEmail: 'hello@example.org',
}

/** A logo as the upload parser leaves it: re-encoded, waiting in tmpDir under its stored name. */
function stagedLogo(): StagedFile {
  const tempPath = newTempPath(store)
  fs.writeFileSync(tempPath, 'a logo')
  return {
    field: 'logo',
    name: `${randomHex()}.png`,
    kind: 'png',
    contentType: 'image/png',
    size: 6,
    tempPath,
    originalName: 'logo.png',
  }
}

const uploads = () => fs.readdirSync(store.uploadsDir).sort()
const logoNow = () => getEventDetails(t.db).values.club.logo

describe('the logo', () => {
  it('saved by two workers at once leaves only the logo the row names', () => {
    saveClub(t.db, store, club, stagedLogo())
    const first = logoNow()
    // Another worker's save lands just as this one starts, after this one was asked for.
    const theirs = stagedLogo()
    const transaction = t.db.transaction.bind(t.db)
    let landed = false
    t.db.transaction = ((work, config) => {
      if (!landed) {
        landed = true
        saveClub(other, store, club, theirs)
      }
      return transaction(work, config)
    }) as typeof t.db.transaction
    const ours = stagedLogo()
    saveClub(t.db, store, club, ours)

    expect(logoNow()).toBe(ours.name)
    expect(uploads()).toEqual([ours.name])
    expect(first).not.toBe(ours.name)
    expect(fs.readdirSync(store.tmpDir)).toEqual([])
  })

  it('goes with a reset of the Club section, and a save without one keeps it', () => {
    const logo = stagedLogo()
    saveClub(t.db, store, club, logo)
    saveClub(other, store, { ...club, clubName: 'Young Makers' }, null)
    expect(logoNow()).toBe(logo.name)
    expect(uploads()).toEqual([logo.name])
    resetEventSection(t.db, store, 'club')
    expect(logoNow()).toBeNull()
    expect(uploads()).toEqual([])
  })
})
