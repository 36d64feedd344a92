import { decode } from 'turbo-stream'

/** Bytes of the request sent so far, of its total, and the milliseconds since sending began. */
export type Progress = { loaded: number; total: number; elapsedMs: number }

/** What came back: Remix's redirect, the action's data with its status, or nothing usable. */
export type FormAnswer =
  | { type: 'redirect'; to: string }
  | { type: 'data'; status: number; data: unknown }
  | { type: 'failed'; status: number }

// No byte sent or received for this long: the connection is gone, whatever the browser thinks.
const STALL_MS = 60_000

/**
 * Posts a form to a route's action as Remix's own <Form> does with JavaScript (single fetch: the route's
 * URL plus `.data`, answered in Remix's turbo-stream format), but through XMLHttpRequest, since fetch cannot
 * report how much of a request body has been sent. `onProgress` hears every step of the upload.
 */
export function sendForm(action: string, body: FormData, onProgress: (progress: Progress) => void) {
  const xhr = new XMLHttpRequest()
  let stall: ReturnType<typeof setTimeout> | undefined
  const alive = () => {
    clearTimeout(stall)
    stall = setTimeout(() => xhr.abort(), STALL_MS)
  }

  const answer = new Promise<FormAnswer>((resolve) => {
    const started = performance.now()
    xhr.open('POST', dataUrl(action))
    xhr.responseType = 'arraybuffer'
    xhr.upload.onprogress = (event) => {
      alive()
      if (event.lengthComputable) {
        onProgress({ loaded: event.loaded, total: event.total, elapsedMs: performance.now() - started })
      }
    }
    xhr.onprogress = alive
    xhr.onload = () => {
      clearTimeout(stall)
      resolve(readAnswer(xhr))
    }
    xhr.onerror = xhr.onabort = () => {
      clearTimeout(stall)
      resolve({ type: 'failed', status: 0 })
    }
    alive()
    xhr.send(body)
  })
  return { answer, cancel: () => xhr.abort() }
}

/** `/submission` → `/submission.data`, the address Remix's client posts to (as its singleFetchUrl does). */
function dataUrl(action: string) {
  const url = new URL(action, window.location.href)
  url.pathname = url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`
  return url.href
}

async function readAnswer(xhr: XMLHttpRequest): Promise<FormAnswer> {
  // Only Remix marks its answers; anything else (a proxy's error page, the server's early refusals) is not one.
  if (xhr.getResponseHeader('X-Remix-Response') !== 'yes' || !xhr.response) {
    return { type: 'failed', status: xhr.status }
  }
  try {
    const { value } = await decode(new Blob([xhr.response as ArrayBuffer]).stream())
    const answer = value as { redirect?: string; data?: unknown }
    if (typeof answer.redirect === 'string') return { type: 'redirect', to: answer.redirect }
    if ('data' in answer) return { type: 'data', status: xhr.status, data: answer.data }
  } catch (error) {
    console.warn('Could not read the answer', error)
  }
  return { type: 'failed', status: xhr.status }
}
