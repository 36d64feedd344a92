import { Readable } from 'node:stream'
import getRawBody from 'raw-body'
import { limits } from '~/schemas/project-fields'

/**
 * DESIGN.md §5: every request body is capped before it is read. Forms and JSON: 64 KB, far more than any
 * of our forms sends and far less than does harm. Multipart uploads: the largest valid submission (every
 * file and the thumbnail at their limits, plus room for the text fields); files/the upload parser caps
 * each file again as it streams in. Our server (server/body-limits.js) refuses early by Content-Length;
 * reading through here keeps the app safe under plain remix-serve too.
 */
export const bodyLimits = {
  formBytes: 64 * 1024,
  multipartBytes: limits.files * limits.fileBytes + limits.thumbnailBytes + 1024 * 1024,
}

const bodyTooLargeMessage = 'The request body is too large'

function tooLarge(request: Request): Response {
  if (new URL(request.url).pathname.startsWith('/api/')) {
    return Response.json({ message: bodyTooLargeMessage }, { status: 413 })
  }
  // A page's error boundary shows this (root.tsx).
  return new Response(bodyTooLargeMessage, { status: 413, headers: { 'Content-Type': 'text/plain' } })
}

/**
 * The body, at most `limit` bytes, read a chunk at a time (raw-body): a longer one is refused with a thrown
 * 413 as soon as it grows past the limit, or at once when its Content-Length says so, never read whole.
 */
async function readBody(request: Request, limit = bodyLimits.formBytes): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0)
  const declared = request.headers.get('content-length')
  try {
    return await getRawBody(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), {
      limit,
      length: declared === null ? undefined : Number(declared),
    })
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') throw tooLarge(request)
    // Cut off on the way, or shorter or longer than it said: nothing to read.
    if ((error as { status?: number }).status === 400) throw new Response('Bad request', { status: 400 })
    throw error
  }
}

/** A form post (urlencoded, or multipart without files), read through readBody. */
export async function readFormData(request: Request): Promise<FormData> {
  const body = await readBody(request)
  const contentType = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded'
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData()
}

/** A JSON body read through readBody; throws SyntaxError when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  return JSON.parse((await readBody(request)).toString('utf8'))
}
