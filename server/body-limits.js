/**
 * Every request body is bounded, in size and in silence (docs/rules.md#secrets-and-logs,
 * docs/decisions/0008-express-server-edge.md and 0030-submission-window-counts-the-arrival.md).
 *
 * - **Size.** Forms and JSON at `formBytes`, or at a page's own cap (`pageFormBytes`); multipart uploads at
 *   `multipartBytes` (the largest valid submission; each file is capped again as it streams in). The limits
 *   come from the app (`bodyLimits` in app/infra/body.server.ts), which enforces them too while it reads,
 *   so the app is safe under plain remix-serve, and this refuses early and cheaply: by Content-Length
 *   before the body is read (413), and a form or JSON body without one at once (411). A page with its own
 *   cap reads up to it and answers a longer form itself, on the page. A chunked upload says no length: it
 *   is counted as it arrives, and the app answers 413 at the cap; should anything read on past the cap
 *   and the moment an answer may linger for, the connection is cut.
 * - **Silence.** A body that sends nothing for `idleMs` (60 s) is dropped and its connection closed. This
 *   replaces Node's 5-minute limit on a whole request: an upload on a slow uplink is never cut while it
 *   is still moving, however long it takes.
 * - **After an answer** sent before the body was read (a refusal, a redirect to the login page), what is
 *   still arriving is read and dropped for a moment, then the connection is cut: the rest of an oversized
 *   body is never read.
 */
import typeis from 'type-is'
import { routePath } from '../app/infra/route-paths.js'
import { forLog } from './redact.js'
import { refuse } from '../app/infra/refusal.js'

/**
 * @param {{ formBytes: number, multipartBytes: number, pageFormBytes?: Record<string, number> }} limits
 * @param {{ idleMs?: number }} [options]
 */
export function limitBodies({ formBytes, multipartBytes, pageFormBytes = {} }, { idleMs = 60_000 } = {}) {
  return (req, res, next) => {
    if (!typeis.hasBody(req)) return next()
    // type-is reads the type whatever its case: `Multipart/Form-Data` is multipart.
    const multipart = typeis(req, ['multipart/form-data']) !== false
    const pageCap = multipart ? undefined : pageFormBytes[routePath(req.originalUrl)]
    const limit = multipart ? multipartBytes : (pageCap ?? formBytes)
    const length = req.headers['content-length']
    if (length === undefined && !multipart) {
      // Forms and JSON from browsers and HTTP clients always say how long they are.
      return refuseUnread(req, res, 411, {
        title: 'Length required',
        message: 'This request did not say how long it is, so it was not read. Please try again.',
      })
    }
    if (length !== undefined && Number(length) > limit && pageCap === undefined) {
      return refuseUnread(req, res, 413, {
        title: 'Too much to send',
        message: multipart
          ? 'These files are larger than the site accepts, so nothing was saved.'
          : 'This form sent more than the site accepts, so nothing was changed.',
        apiMessage: 'The request body is too large',
      })
    }
    watchBody(req, res, { limit: limit + LINGER_BYTES, idleMs })
    cutAfterAnswer(req, res)
    next()
  }
}

// How much of a body is read and dropped, at most, after its answer, before the connection is cut.
const LINGER_BYTES = 1024 * 1024
const LINGER_MS = 2000

/**
 * Counts the body's bytes as Node's parser hands them over (before anyone reads them), and drops the
 * request when more than `limit` arrive or none for `idleMs`. Closing the connection ends the app's
 * reading with an error: what it had staged is discarded, and nothing is half-saved.
 */
function watchBody(req, res, { limit, idleMs }) {
  if (req.complete) return
  const drop = (why) => {
    console.warn(`[server] ${req.method} ${forLog(req.originalUrl)}: ${why}; the request was dropped`)
    req.socket.destroy()
  }
  const idle = setTimeout(() => {
    if (!req.complete && !res.writableEnded) drop(`no part of its body arrived for ${idleMs / 1000} s`)
  }, idleMs).unref()
  const stop = () => clearTimeout(idle)
  res.once('finish', stop)
  res.once('close', stop)
  let received = 0
  const push = req.push
  req.push = function (chunk, encoding) {
    if (chunk === null) {
      stop()
    } else {
      idle.refresh()
      received += chunk.length
      if (received > limit) {
        stop()
        drop(`its body went on past ${limit} bytes`)
        return false
      }
    }
    return push.call(this, chunk, encoding)
  }
}

/**
 * Once an answer has gone out with the body still arriving, reads and drops what arrives for a moment (at
 * most LINGER_BYTES or LINGER_MS), then cuts the connection. Closing a connection while its data is still
 * arriving resets it, and the browser would show a network error instead of the answer; reading on would
 * spend the server's time on a body nobody wants.
 */
function cutAfterAnswer(req, res) {
  res.once('finish', () => {
    if (req.complete) return
    const cut = () => req.socket.destroy()
    const timer = setTimeout(cut, LINGER_MS).unref()
    let dropped = 0
    // The app's reader, if it had started, has had its answer: it gets nothing more.
    req.removeAllListeners('data')
    req.on('data', (chunk) => {
      dropped += chunk.length
      if (dropped > LINGER_BYTES) {
        clearTimeout(timer)
        cut()
      }
    })
    req.on('end', () => clearTimeout(timer))
    req.resume()
  })
}

/** Answers without reading the body (see cutAfterAnswer). */
function refuseUnread(req, res, status, answer) {
  cutAfterAnswer(req, res)
  refuse(req, res, status, answer)
}
