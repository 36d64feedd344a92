/**
 * The security headers of our pages (docs/decisions/0007), written once. The HTTP server sends them with
 * helmet on every answer (server/app.js); under plain remix-serve, which has no middleware of ours, the
 * app sends the same ones on its pages itself (app/entry.server.tsx).
 */

/**
 * The pages' Content-Security-Policy. `nonce` is the `'nonce-…'` source, or a function of (req, res)
 * that gives it (helmet's form). The only outside hosts are the privacy-enhanced video embed and its
 * thumbnails (that host keeps no cookie before a video is played); styles allow inline for a few computed
 * widths (score bars).
 */
export function pageCspDirectives(nonce, { development = false } = {}) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonce],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
    'frame-src': ['https://www.youtube-nocookie.com'],
    // `remix dev` reloads the page through a WebSocket.
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    'font-src': ["'self'"],
    // The judges' service worker, /sw.js (docs/decisions/0014); said outright rather than left to script-src.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

export const nonceSource = (nonce) => `'nonce-${nonce}'`

export const serializeCsp = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

// Not 'no-referrer': the privacy-enhanced video player refuses to play without knowing the embedding site.
export const referrerPolicy = 'strict-origin-when-cross-origin'

// helmet has no Permissions-Policy; the app sends it with its pages (the only answers it matters for).
export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self "https://www.youtube-nocookie.com")'

export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60

/**
 * Every header a page needs when nobody in front of the app sends them (plain remix-serve): the same
 * values helmet sends from server/app.js. HSTS only over HTTPS, where it means something.
 * @returns {Array<[string, string]>}
 */
export function pageSecurityHeaders({ nonce, development = false, secure = false }) {
  return [
    ['Content-Security-Policy', serializeCsp(pageCspDirectives(nonceSource(nonce), { development }))],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Referrer-Policy', referrerPolicy],
    ...(secure ? [['Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`]] : []),
  ]
}
