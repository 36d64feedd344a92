import { createFileStore, sweepTemp } from '~/infra/file-store.server'
import { env } from '~/infra/env.server'

function start() {
  const store = createFileStore(env.DATA_DIR)
  // Leftovers of uploads cut off by a crash or restart: the server is one process (docs/decisions/0043), so
  // nothing else can be receiving an upload as it starts.
  sweepTemp(store)
  return store
}

const globalForStore = globalThis as typeof globalThis & { __fileStore?: ReturnType<typeof start> }
export const fileStore = (globalForStore.__fileStore ??= start())
