import { createFileStore, sweepTemp } from '~/infra/file-store.server'
import { sweepRemovedFiles } from '~/features/event/new-challenge.server'
import { db } from '~/infra/db.server'
import { env } from '~/infra/env.server'

function start() {
  const store = createFileStore(env.DATA_DIR)
  // Leftovers of uploads cut off by a crash or restart: the server is one process (docs/decisions/0043), so
  // nothing else can be receiving an upload as it starts.
  sweepTemp(store)
  // The files of a new challenge's removed projects that a crash left after the removal committed: their
  // rows are gone for good and their names are never used again.
  sweepRemovedFiles(db, store)
  return store
}

const globalForStore = globalThis as typeof globalThis & { __fileStore?: ReturnType<typeof start> }
export const fileStore = (globalForStore.__fileStore ??= start())
