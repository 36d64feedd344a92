/**
 * Every request body is capped before it is read (DESIGN.md §5): forms and JSON at `formBytes`, multipart
 * uploads at `multipartBytes` (the largest valid submission; each file is capped again as it streams in).
 * The limits come from the app (`bodyLimits` in app/entry.server.tsx), which enforces them too while it
 * reads, so the app is safe under plain remix-serve and this only refuses early and cheaply.
 *
 * The refusal closes the connection, so the rest of an oversized body is never read at all.
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
      res.setHeader('Connection', 'close')
      return refuse(req, res, 411, {
        title: 'Length required',
        message: 'This request did not say how long it is, so it was not read. Please try again.',
      })
    }
    if (Number(length) <= limit) return next()
    res.setHeader('Connection', 'close')
    refuse(req, res, 413, {
      title: 'Too much to send',
      message: multipart
        ? 'These files are larger than the site accepts, so nothing was saved.'
        : 'This form sent more than the site accepts, so nothing was changed.',
      apiMessage: 'The request body is too large',
    })
  }
}
