/**
 * The server's own short answers, sent before the app is reached (a cross-site post, a body too large):
 * JSON `{ message }` for the API (docs/rules.md#the-json-api), a small page for a browser otherwise.
 * Never stored.
 */
import { isApiPath } from './route-paths.js'

const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function refuse(req, res, status, { title, message, apiMessage = message }) {
  const api = isApiPath(req.originalUrl)
  res.status(status)
  res.setHeader('Cache-Control', 'no-store')
  if (api) return res.json({ message: apiMessage })
  res.type('html')
  res.send(
    '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escape(title)}</title><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
      `<h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`,
  )
}
