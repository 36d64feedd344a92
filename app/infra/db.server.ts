import path from 'node:path'
import { backupsFolder } from '../../db/backup-folder.js'
import { openDatabase, type DB } from '../../db/connection'
import { UpgradeRefused } from '../../db/migrate'
import { dataVersion } from '../../db/statements'
import { ensureAdminPassword } from '../../db/admin-password'
import { env } from '~/infra/env.server'

export type { DB }

function start(): DB {
  const db = open()
  // The admin password's first hash, made as the database opens, like a seed.
  const { generatedPassword } = ensureAdminPassword(db, env.ADMIN_PASSWORD)
  if (generatedPassword) {
    console.log(
      [
        '',
        '  No ADMIN_PASSWORD was set, so an admin password was generated.',
        `  Admin password: ${generatedPassword}`,
        '  It is shown only this once: note it down. To choose your own, set',
        '  ADMIN_PASSWORD and start with an empty data folder.',
        '',
      ].join('\n'),
    )
  }
  return db
}

function open(): DB {
  try {
    return openDatabase(path.join(env.DATA_DIR, 'app.db'), {
      backupDir: backupsFolder(env.DATA_DIR, env.BACKUP_DIR),
    })
  } catch (error) {
    if (!(error instanceof UpgradeRefused)) throw error
    // Said plainly, without a stack trace: the organiser reads this in the terminal or the service's log.
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}

// One connection per process, kept across `remix dev` rebuilds.
const globalForDb = globalThis as typeof globalThis & { __db?: DB }
export const db: DB = (globalForDb.__db ??= start())

/** The database's write counter (db/statements.ts): the HTTP server's page cache keeps a page only while it stands. */
export const currentDataVersion = () => dataVersion(db)
