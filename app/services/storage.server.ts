import cluster from 'node:cluster'
import { createFileStore, sweepTemp } from '~/models/file-store.server'
import { sweepRemovedFiles } from '~/models/new-challenge.server'
import { db } from '~/services/db.server'
import { env } from '~/utils/env.server'

function start() {
  const store = createFileStore(env.DATA_DIR)
  // Leftovers of uploads cut off by a crash or restart: with several workers (server/workers.js) only the
  // first sweeps them, before the others start, since a worker started later would delete the files of
  // uploads the others are receiving.
  if (!cluster.isWorker || cluster.worker?.id === 1) sweepTemp(store)
  // The files of a new challenge's removed projects that a crash left after the removal committed: every
  // process sweeps them as it starts (a worker that replaces one that died included), since their rows are
  // gone for good and their names are never used again.
  sweepRemovedFiles(db, store)
  return store
}

const globalForStore = globalThis as typeof globalThis & { __fileStore?: ReturnType<typeof start> }
export const fileStore = (globalForStore.__fileStore ??= start())
