import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { createReadableStreamFromReadable, type AppLoadContext } from '@remix-run/node'
import type { FileStore } from '~/infra/file-store.server'
import { contentTypes, kindOfStoredName } from '~/infra/file-types.server'

function notFound() {
  return Response.json({ message: 'File not found' }, { status: 404 })
}

/**
 * Who may keep a copy of a file: every cache for a year (a public project's: a stored name never changes
 * content); the browser of whoever may open it, for an hour; or the browser only after asking again each
 * time (a file opened with a private link's key, so that a withdrawn project or a new link shuts it at once,
 * a 304 each time it has not).
 */
export type FileCaching = 'public' | 'private' | 'revalidate'

const cacheControl: Record<FileCaching, string> = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, max-age=3600',
  revalidate: 'private, no-cache',
}

/**
 * Streams a stored file. Stored names never change content, so the name is the ETag. nosniff keeps a
 * browser from treating an upload as anything but its type.
 */
export function fileResponse(
  store: FileStore,
  name: string,
  request: Request,
  { caching = 'public', context }: { caching?: FileCaching; context?: AppLoadContext } = {},
): Response {
  const kind = kindOfStoredName(name)
  if (!kind) return notFound()
  const filePath = path.join(store.uploadsDir, name)
  const stat = fs.statSync(filePath, { throwIfNoEntry: false })
  if (!stat?.isFile()) return notFound()

  const etag = `"${name}"`
  const headers = new Headers({
    ETag: etag,
    'Cache-Control': cacheControl[caching],
  })
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers })
  }

  headers.set('Content-Type', contentTypes[kind])
  headers.set('Content-Length', String(stat.size))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Disposition', 'inline')
  // docs/decisions/0007: nothing in an uploaded file may run. Images get a
  // sandbox too; Chrome's PDF viewer refuses to open under one, so PDFs get
  // only what the viewer needs.
  headers.set(
    'Content-Security-Policy',
    kind === 'pdf'
      ? "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; object-src 'self'; frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
  )
  headers.set('Cross-Origin-Resource-Policy', 'same-origin')
  headers.set('Referrer-Policy', 'no-referrer')
  // No stream for HEAD: one that is never read would keep its file open.
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers })
  return new Response(pacedBody(fs.createReadStream(filePath), context), { status: 200, headers })
}

/**
 * A long answer's body (a video, the challenge's archive) read from its source no faster than the visitor
 * takes it: each piece only once the connection has sent the last (`drained`, given by our server,
 * server/app.js). Remix's Express adapter writes every piece it is handed at once, so a phone on slow
 * Wi-Fi would otherwise leave the rest of a large file in the server's memory. Under plain remix-serve
 * there is no `drained`, and the body streams as it always did (docs/decisions/0043).
 */
export function pacedBody(source: Readable, context?: AppLoadContext): ReadableStream<Uint8Array> {
  const drained = context?.drained
  if (!drained) return createReadableStreamFromReadable(source)
  const pieces = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await drained()
        const { done, value } = await pieces.next()
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      },
      // The visitor left: the source is closed (an archive's snapshot of the database deleted).
      async cancel() {
        await pieces.return?.()
      },
    },
    // Nothing is read ahead of what the adapter asks for.
    { highWaterMark: 0 },
  )
}

function matchesEtag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
