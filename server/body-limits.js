/**
 * Every request body is capped before it is read (DESIGN.md §5): forms and JSON at `formBytes`, multipart
 * uploads at `multipartBytes` (the largest valid submission; each file is capped again as it streams in).
 * The limits come from the app (`bodyLimits` in app/entry.server.tsx), which enforces them too while it
 * reads, so the app is safe under plain remix-serve and this only refuses early and cheaply.
 *
 * The refusal is sent before the body is read. What is still arriving is dropped for a moment, then the
 * connection is cut (refuseUnread): the rest of an oversized body is never read.
 */
import typeis from 'type-is'
import { refuse } from './refusal.js'

export function limitBodies({ formBytes, multipartBytes }) {
  return (req, res, next) => {
    if (!typeis.hasBody(req)) return next()
    const multipart = typeis(req, ['multipart/form-data']) !== false
    const limit = multipart ? multipartBytes : formBytes
    const length = req.headers['content-length']
    if (length === undefined) {
      // A streamed (chunked) upload has no length to check; its files are capped as they arrive. Forms and
      // JSON from browsers and HTTP clients always say how long they are.
      if (multipart) return next()
      return refuseUnread(req, res, 411, {
        title: 'Length required',
        message: 'This request did not say how long it is, so it was not read. Please try again.',
      })
    }
    if (Number(length) <= limit) return next()
    refuseUnread(req, res, 413, {
      title: 'Too much to send',
      message: multipart
        ? 'These files are larger than the site accepts, so nothing was saved.'
        : 'This form sent more than the site accepts, so nothing was changed.',
      apiMessage: 'The request body is too large',
    })
  }
}

// How much of a refused body is read and dropped, at most, before the connection is cut.
const LINGER_BYTES = 1024 * 1024
const LINGER_MS = 2000

/**
 * Answers without reading the body. Closing a connection while its data is still arriving resets it, and
 * the browser would show a network error instead of the answer, so what still arrives is read and dropped
 * for a moment (at most LINGER_BYTES or LINGER_MS), and only then is the connection cut.
 */
function refuseUnread(req, res, status, answer) {
  res.on('finish', () => {
    if (req.complete) return
    const cut = () => req.socket.destroy()
    const timer = setTimeout(cut, LINGER_MS).unref()
    let dropped = 0
    req.on('data', (chunk) => {
      dropped += chunk.length
      if (dropped > LINGER_BYTES) {
        clearTimeout(timer)
        cut()
      }
    })
    req.on('end', () => clearTimeout(timer))
  })
  refuse(req, res, status, answer)
}
