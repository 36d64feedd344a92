import { createReadableStreamFromReadable, type LoaderFunctionArgs } from '@remix-run/node'
import { challengeArchive } from '~/models/challenge-archive.server'
import { requireAdmin } from '~/services/auth.server'
import { db } from '~/services/db.server'
import { fileStore } from '~/services/storage.server'

// The Event tab's "Download the archive": a zip streamed as it is made (models/challenge-archive.server.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const archive = challengeArchive(db, fileStore, { signal: request.signal })
  return new Response(createReadableStreamFromReadable(archive.stream), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archive.fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}
