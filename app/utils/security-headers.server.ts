/**
 * Headers for every page (docs/decisions/0007). The only outside hosts are
 * the privacy-enhanced video embed and its thumbnails (DESIGN.md §10).
 */
export function contentSecurityPolicy(nonce: string, development = false) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Tailwind classes plus a few computed widths (score bars) in style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://i.ytimg.com",
    'frame-src https://www.youtube-nocookie.com',
    `connect-src 'self'${development ? ' ws: wss:' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function applySecurityHeaders(headers: Headers, nonce: string, development = false) {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, development))
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('X-Frame-Options', 'DENY')
  headers.set('Cross-Origin-Opener-Policy', 'same-origin')
  headers.set(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self "https://www.youtube-nocookie.com")',
  )
  // A route may ask for stricter (the password-reset page sends same-origin).
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
}
