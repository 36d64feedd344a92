import type { LoaderFunctionArgs } from '@remix-run/node'
import { ArchiveIncomplete, challengeArchive } from '~/features/event/challenge-archive.server'
import { requireAdmin } from '~/features/accounts/auth.server'
import { pacedBody } from '~/infra/file-responses.server'
import { db } from '~/infra/db.server'
import { fileStore } from '~/infra/storage.server'

// The Event tab's "Download the archive": a zip streamed as it is made (features/event/challenge-archive.server.ts).
// One that cannot be complete is not sent: the organiser reads why instead.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request)
  let archive: ReturnType<typeof challengeArchive>
  try {
    archive = challengeArchive(db, fileStore, { signal: request.signal })
  } catch (error) {
    if (!(error instanceof ArchiveIncomplete)) throw error
    console.error('[archive] not made:', error.message)
    return new Response(incompletePage(error.message), {
      status: 500,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(pacedBody(archive.stream, context), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archive.fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

function incompletePage(reason: string) {
  return (
    '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>The archive could not be made</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">' +
    '<h1>The archive could not be made</h1>' +
    `<p>An archive without every file would not be complete, so none was sent: ${escape(reason)}.</p>` +
    '<p>Delete the project the file belongs to, or restore a backup (docs/backup.md), then download the archive again.</p>' +
    '<p><a href="/admin/event">Back to the Event tab</a></p></body></html>'
  )
}
