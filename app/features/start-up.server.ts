import { sweepRemovedFiles } from '~/features/event/new-challenge.server'
import { syncAssignments } from '~/features/judging/assignment.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'

/**
 * The start-up work that follows the parts' rules, once per process as the built app loads
 * (app/entry.server.tsx calls it). The database's own work (migrations, seeds, the admin password) is done
 * as it opens (app/infra/db.server.ts), which knows no part of the product.
 */
export function startUp() {
  const started = globalThis as typeof globalThis & { __startedUp?: boolean }
  // `remix dev` loads the app again after every rebuild: the work is done once per process.
  if (started.__startedUp) return
  started.__startedUp = true
  // The files of a new challenge's removed projects that a crash left after the removal committed: swept as
  // the server starts, since their rows are gone for good and their names are never used again.
  sweepRemovedFiles(db, fileStore)
  // A database from before assignments existed, or changed while the app was stopped, is brought up to date.
  syncAssignments(db)
}
