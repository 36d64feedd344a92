import { inspect } from 'node:util'

/**
 * Secrets that travel in URLs never reach a log (DESIGN.md §12): the request log (server/app.js) and
 * the error logs that may print a URL (server/app.js, app/entry.server.tsx) write every URL through here.
 * A secret in a log is as good as the link itself, and a 200 or 404 beside it says whether it works.
 *
 * One pattern per kind of secret, the part before the secret captured: adding a kind is one line.
 * The one deliberate exception is not written through here: the line that hands a reset or invitation
 * link to the organiser when no mail server is set (DESIGN.md §5, app/models/password-reset.server.ts).
 */
const secretsInUrls = [
  // A family's private link, /my-project/<token> (docs/decisions/0018), and its .data twin.
  /(\/my-project\/)[^/?#\s."'`]+/gi,
  // A People's Choice ballot, /vote/<token>.
  /(\/vote\/)[^/?#\s."'`]+/gi,
  // Its short code is posted in the form's body, which no log writes; typed into the address by hand, too.
  /(\/vote(?:\.data)?\?(?:[^#\s"'`]*&)?code=)[^&#\s"'`]+/gi,
  // Password reset and judge invitation links, /judge-reset-password?token=<token>.
  /([?&]token=)[^&#\s"'`]+/gi,
  // A private file's key, /api/files/<name>?key=<key> (app/models/private-files.server.ts).
  /([?&]key=)[^&#\s"'`]+/gi,
]

export const REDACTED = '<redacted>'

const replaceSecrets = (text) =>
  secretsInUrls.reduce((result, pattern) => result.replace(pattern, `$1${REDACTED}`), text)

/**
 * `text` (a URL, or a message that quotes one) with every secret replaced by `<redacted>`. A URL that
 * hides a secret behind percent-encoding (`/my%2Dproject/…`, `?%74oken=…`, which the app decodes before it
 * reads them) is written decoded, so that its secret is found too.
 */
export function redactSecrets(text) {
  const redacted = replaceSecrets(text)
  let decoded
  try {
    decoded = decodeURIComponent(redacted)
  } catch {
    return redacted
  }
  const again = replaceSecrets(decoded)
  return again === decoded ? redacted : again
}

/** An error (or anything else) as console.error would print it, its secrets redacted: for error logs. */
export const forLog = (value) => redactSecrets(typeof value === 'string' ? value : inspect(value))
