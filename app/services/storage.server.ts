import { createFileStore, sweepTemp } from '~/models/file-store.server'
import { env } from '~/utils/env.server'

function start() {
  const store = createFileStore(env.DATA_DIR)
  // Leftovers of uploads cut off by a crash or restart.
  sweepTemp(store)
  return store
}

const globalForStore = globalThis as typeof globalThis & { __fileStore?: ReturnType<typeof start> }
export const fileStore = (globalForStore.__fileStore ??= start())
