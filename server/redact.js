import { inspect } from 'node:util'
import { asRouted } from '../app/infra/route-paths.js'

/**
 * Secrets that travel in URLs never reach a log (docs/rules.md#secrets-and-logs): the request log
 * (server/app.js) and the error logs that may print a URL (server/app.js, app/entry.server.tsx) write every
 * URL through here.
 * A secret in a log is as good as the link itself, and a 200 or 404 beside it says whether it works.
 *
 * One pattern per kind of secret, the part before the secret captured: adding a kind is one line.
 * The one deliberate exception is not written through here: the line that hands a reset or invitation
 * link to the organiser when no mail server is set (app/features/accounts/password-reset.server.ts).
 */
// Between a secret path's name and its secret, any run of slashes (either way round) and `.` or `..`
// segments: `/vote/./<token>` and `/vote\<token>` reach the ballot too, and `/vote//<token>` is written
// to the log before it fails.
const SEP = String.raw`[/\\](?:\.{0,2}[/\\])*`
// A query or a fragment: `#code=…` never reaches a server from a browser, but a hand-made request can.
const PARAM = String.raw`[?&#]`

const secretsInUrls = [
  // A family's private link, /my-project/<token> (docs/decisions/0018), and its .data twin.
  new RegExp(String.raw`(\/my-project${SEP})([^/\\?#\s."'\`]+)`, 'gi'),
  // A People's Choice ballot, /vote/<token>.
  new RegExp(String.raw`(\/vote${SEP})([^/\\?#\s."'\`]+)`, 'gi'),
  // Its short code is posted in the form's body, which no log writes; typed into the address by hand, too
  // (`/vote?code=`, `/vote/?code=`, `/vote#code=`): a `code` anywhere in an address is taken for one.
  new RegExp(String.raw`(${PARAM}code=)([^&#\s"'\`]+)`, 'gi'),
  // Password reset and judge invitation links, /judge-reset-password?token=<token>.
  new RegExp(String.raw`(${PARAM}token=)([^&#\s"'\`]+)`, 'gi'),
  // A private file's key, /api/files/<name>?key=<key> (app/features/families/private-files.server.ts).
  new RegExp(String.raw`(${PARAM}key=)([^&#\s"'\`]+)`, 'gi'),
]

export const REDACTED = '<redacted>'

// Our secrets are 10 characters or more (a ballot's short code is the shortest).
const SHORTEST_SECRET = 10

const replaceSecrets = (text) =>
  secretsInUrls.reduce((result, pattern) => result.replace(pattern, `$1${REDACTED}`), text)

const decoded = (text) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * `text` (a URL, or a message that quotes one) with every secret replaced by `<redacted>`. A URL that
 * hides a secret behind percent-encoding (`/my%2Dproject/…`, `?%74oken=…`, which the app decodes before it
 * reads them) is written decoded, so that its secret is found too. A request target is written as the
 * router reads it (app/infra/route-paths.js: `/vote/x/../<token>` is the ballot `<token>`), and a secret found in
 * any of its spellings is hidden wherever it appears: `/vote/../<token>` leaves `/<token>` once resolved.
 */
export function redactSecrets(text) {
  const written = text.startsWith('/') ? asRouted(text) : text
  let redacted = replaceSecrets(written)
  const again = replaceSecrets(decoded(redacted))
  if (again !== decoded(redacted)) redacted = again
  const secrets = new Set()
  for (const spelling of new Set([text, decoded(text), written, decoded(written)])) {
    for (const pattern of secretsInUrls) {
      for (const [, , secret] of spelling.matchAll(pattern)) {
        if (secret.length >= SHORTEST_SECRET) secrets.add(secret)
      }
    }
  }
  for (const secret of secrets) redacted = redacted.replaceAll(secret, REDACTED)
  return redacted
}

/** An error (or anything else) as console.error would print it, its secrets redacted: for error logs. */
export const forLog = (value) => redactSecrets(typeof value === 'string' ? value : inspect(value))
