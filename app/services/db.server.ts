import cluster from 'node:cluster'
import path from 'node:path'
import { backupsFolder } from '../../db/backup-folder.js'
import { openDatabase, type DB } from '../../db/connection'
import { UpgradeRefused } from '../../db/migrate'
import { dataVersion } from '../../db/statements'
import { ensureAdminPassword } from '~/models/admin.server'
import { syncAssignments } from '~/models/assignment.server'
import { env } from '~/utils/env.server'

export type { DB }

function start(): DB {
  // With several workers (server/workers.js) the first one starts alone and does the start-up work: the
  // seeds, the assignments, the admin password. A worker started later (the others, or one replacing a
  // worker that died) finds it done, and must not redo it under the feet of the running ones.
  const first = !cluster.isWorker || cluster.worker?.id === 1
  const db = open(first)
  if (!first) return db
  // A database from before assignments existed, or changed while the app was stopped, is brought up to date.
  syncAssignments(db)
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

function open(first: boolean): DB {
  try {
    return openDatabase(path.join(env.DATA_DIR, 'app.db'), {
      seeds: first,
      migrations: first,
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

/** The database's write counter (db/statements.ts), for the page cache in server/index.js. */
export const currentDataVersion = () => dataVersion(db)
