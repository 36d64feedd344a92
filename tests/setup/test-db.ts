import fs from 'node:fs'
import path from 'node:path'
import { openDatabase } from '../../db/connection'

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
