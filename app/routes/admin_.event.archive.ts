import type { LoaderFunctionArgs } from '@remix-run/node'
import { ArchiveIncomplete, challengeArchive } from '~/features/event/challenge-archive.server'
import { languageFor, translatorFor } from '~/features/event/page-language.server'
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
    const page = incompletePage(error.message, {
      language: await languageFor(request, context),
      t: await translatorFor(request, context),
    })
    return new Response(page, {
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

/** Why no archive came, in the organiser's language (the reason itself is the server's, as it logged it). */
function incompletePage(
  reason: string,
  { language, t }: { language: string; t: (key: string, values?: Record<string, string>) => string },
) {
  const title = escape(t('event.archive.failed'))
  return (
    `<!DOCTYPE html><html lang="${escape(language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${title}</h1>` +
    `<p>${escape(t('event.archive.incomplete', { reason }))}</p>` +
    `<p>${escape(t('event.archive.incompleteFix'))}</p>` +
    `<p><a href="/admin/event">${escape(t('event.archive.back'))}</a></p></body></html>`
  )
}
