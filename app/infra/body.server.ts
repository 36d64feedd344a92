import { Readable } from 'node:stream'
import getRawBody from 'raw-body'
// Left to do: the caps of the largest submission and of the Event tab are the parts' rules; the table of
// caps the server reads belongs above the infrastructure (docs/decisions/0047-one-folder-per-part.md).
import { isApiPath } from './route-paths.js'
import { formFieldsMessage, formFieldsProblem, MAX_FORM_FIELDS } from '~/utils/form-fields'

/** The room an upload has for its text fields, all of them together. */
export const multipartTextBytes = 1024 * 1024

/**
 * Forms and JSON: 64 KB, far more than any of our forms sends and far less than does harm. The caps of the
 * longer bodies (uploads, the Event tab's form) are the product's: app/features/body-limits.server.ts.
 */
export const formBytes = 64 * 1024

/** A refusal before anything was read or changed: JSON `{ message }` for the API, else the page's error. */
function refusal(request: Request, status: number, message: string) {
  if (isApiPath(request.url)) return Response.json({ message }, { status })
  // A page's error boundary shows this (root.tsx).
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

const incompleteMessage = 'This form did not arrive complete, so nothing was changed. Please try again.'

export const tooLarge = (request: Request) => refusal(request, 413, 'The request body is too large')

/** Whether a thrown answer is tooLarge's. */
export const isTooLarge = (error: unknown): error is Response =>
  error instanceof Response && error.status === 413

/** A form whose field names ask for more than any form of ours sends (app/utils/form-fields.ts). */
export const unreadableForm = (request: Request) => refusal(request, 400, formFieldsMessage)

/** Whether the body is multipart, whatever the case it is spelt in (`Multipart/Form-Data`). */
export const isMultipart = (request: Request) =>
  /^\s*multipart\/form-data\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

/**
 * The body, at most `limit` bytes, read a chunk at a time (raw-body): a longer one is refused with a thrown
 * 413 as soon as it grows past the limit, or at once when its Content-Length says so, never read whole.
 */
async function readBody(request: Request, limit = formBytes): Promise<Buffer> {
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
    if ((error as { status?: number }).status === 400) throw refusal(request, 400, incompleteMessage)
    throw error
  }
}

/**
 * A form post (urlencoded, or multipart without files), read through readBody, its field names checked
 * (app/utils/form-fields.ts) before anything parses them into a form's values. `limit`: a page with longer
 * forms (its cap in app/features/body-limits.server.ts); `maxFields`: a form with more fields than MAX_FORM_FIELDS.
 */
export async function readFormData(
  request: Request,
  { limit = formBytes, maxFields = MAX_FORM_FIELDS } = {},
): Promise<FormData> {
  const body = await readBody(request, limit)
  const contentType = request.headers.get('content-type') ?? 'application/x-www-form-urlencoded'
  const form = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } })
    .formData()
    .catch(() => {
      throw refusal(request, 400, incompleteMessage)
    })
  if (formFieldsProblem(form, { maxFields })) throw unreadableForm(request)
  return form
}

/**
 * The same request with `form`, already read and checked, as its body: for a reader that reads the body
 * itself (remix-auth's FormStrategy), so that it reads what readFormData let through and nothing else.
 */
export function withCheckedForm(request: Request, form: FormData): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body: form })
}

/** A JSON body read through readBody; throws SyntaxError when it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  return JSON.parse((await readBody(request)).toString('utf8'))
}

/**
 * A multipart request ready for the upload parser: its body counted, and refused with a thrown 413 once it
 * grows past `limit` (a chunked upload says no length beforehand), and its type spelt as Remix's parser
 * wants it (`multipart/form-data`, which it compares as written).
 *
 * What the parser stops reading is left unread rather than cancelled: cancelling would close the
 * connection, and the browser, still sending, would get no answer. Our server drops and cuts the rest
 * after the answer (server/body-limits.js); under remix-serve, Node reads and drops it.
 */
export function countedMultipart(request: Request, limit: number): Request {
  const source = request.body?.getReader()
  let received = 0
  const body = source
    ? new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await source.read()
          if (done) return controller.close()
          received += value.byteLength
          if (received > limit) {
            source.releaseLock()
            return controller.error(tooLarge(request))
          }
          controller.enqueue(value)
        },
        cancel() {
          source.releaseLock()
        },
      })
    : null
  const headers = new Headers(request.headers)
  const contentType = headers.get('content-type')
  if (contentType)
    headers.set('content-type', contentType.replace(/^\s*multipart\/form-data/i, 'multipart/form-data'))
  // Node's fetch wants `duplex` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = { method: request.method, headers, body, duplex: 'half' }
  return new Request(request.url, init)
}

/**
 * Reads a request's body to its end and drops it, at most `limit` bytes (what could be left is left
 * unread): a refusal the browser, still sending, can read.
 */
export async function drainBody(request: Request, limit: number) {
  const reader = request.body?.getReader()
  if (!reader) return
  let received = 0
  try {
    while (received <= limit) {
      const { done, value } = await reader.read()
      if (done) return
      received += value.byteLength
    }
    reader.releaseLock()
  } catch {
    // A body cut off on the way: there is nothing more to drop.
  }
}
