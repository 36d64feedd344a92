import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterEach, beforeEach } from 'vitest'
import { openDatabase } from '../../db/connection'
import { registerAppFunctions } from '../../db/sqlite-file'
import { createFileStore, type FileStore } from '../../app/infra/file-store.server'

/** A real SQLite file, migrated and seeded like production, private to the caller. */
export function createTestDb() {
  fs.mkdirSync('tests/.tmp', { recursive: true })
  const dir = fs.mkdtempSync(path.join('tests/.tmp', 'db-'))
  const file = path.join(dir, 'app.db')
  const db = openDatabase(file)
  return {
    db,
    file,
    dir,
    close() {
      db.$client.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A database file as a server not yet upgraded past `tag` has it: migrated up to, not including, that
 * migration, with no seeds. Fill it with raw SQL (db/schema.ts describes the latest state), close it,
 * then openDatabase(file) upgrades it the way a start does (its copy before the upgrade goes to dir/backups).
 */
export function createTestDbBefore(tag: string) {
  fs.mkdirSync('tests/.tmp', { recursive: true })
  const dir = fs.mkdtempSync(path.join('tests/.tmp', 'upgrade-'))
  const migrations = path.join(dir, 'migrations')
  fs.mkdirSync(path.join(migrations, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
    entries: { tag: string }[]
  }
  const index = journal.entries.findIndex((entry) => entry.tag === tag)
  if (index < 1) throw new Error(`No migration ${tag} after the first one`)
  journal.entries = journal.entries.slice(0, index)
  fs.writeFileSync(path.join(migrations, 'meta/_journal.json'), JSON.stringify(journal))
  for (const entry of journal.entries)
    fs.copyFileSync(`db/migrations/${entry.tag}.sql`, path.join(migrations, `${entry.tag}.sql`))
  // In a data folder of its own: the copy taken before the upgrade goes next to it, in dir/backups.
  fs.mkdirSync(path.join(dir, 'data'))
  const file = path.join(dir, 'data', 'app.db')
  const sqlite = new Database(file)
  // Migrations 0013 and 0022 call the app's rules, which a start registers on its connection.
  registerAppFunctions(sqlite)
  migrate(drizzle(sqlite), { migrationsFolder: migrations })
  return {
    sqlite,
    file,
    dir,
    close() {
      if (sqlite.open) sqlite.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A fresh database, with a file store in its folder, for each test of the calling file: read `t.db` and
 * `t.store` inside a test, never at the top of the file, since they change before every test.
 */
export function testDbPerTest() {
  const t = {} as ReturnType<typeof createTestDb> & { store: FileStore }
  beforeEach(() => {
    const fresh = createTestDb()
    Object.assign(t, fresh, { store: createFileStore(path.join(fresh.dir, 'files')) })
  })
  afterEach(() => t.close())
  return t
}
