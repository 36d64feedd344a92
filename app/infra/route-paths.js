/**
 * A request's path as the router reads it, for every rule the server decides by path: which answers are
 * downloads (never in the render turn, server/app.js), which pages have their own form cap
 * (server/body-limits.js), which answers are personal (server/audience.js), which refusals answer JSON.
 * A rule that compared the path as it was spelt would miss `/Admin/Event/Archive` or
 * `/admin/x/../event/archive`, which Remix serves as the archive.
 *
 * - `.` and `..` segments, also spelt `%2e`, are resolved, as the URL parser Remix reads requests with does;
 * - the path is percent-decoded a segment at a time (an encoded `/` stays inside its segment), as the
 *   router decodes it before matching;
 * - letters are lower-cased: routes match whatever the case;
 * - doubled slashes are merged. The router itself finds no route for `/vote//x`, but a rule meant for the
 *   path without them (a secret in it, a cap) is the safer reading;
 * - a trailing `.data` (Remix's request for a page's data, `/_root.data` for `/`) is dropped: it reaches
 *   the same route.
 *
 * @param {string} url a request target (`/a/b?c`) or a full URL
 */
export function routePath(url) {
  const decoded = resolvedPath(url)
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replaceAll('/', '%2f')
      } catch {
        return segment
      }
    })
    .join('/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
  if (decoded === '/_root.data') return '/'
  return decoded.replace(/\.data$/, '')
}

/**
 * Whether a request is for the JSON API, which answers every refusal as `{ message }`
 * (docs/rules.md#the-json-api).
 */
export const isApiPath = (url) => routePath(url).startsWith('/api/')

/**
 * A request target with its path as the URL parser reads it (`.` and `..` segments resolved, `\` read as
 * `/`), its spelling otherwise kept, query and fragment included: what the request log writes.
 * @param {string} target a request target, `/a/./b?c`
 */
export function asRouted(target) {
  const end = target.search(/[?#]/)
  const path = end === -1 ? target : target.slice(0, end)
  return resolvedPath(path) + (end === -1 ? '' : target.slice(end))
}

/** The path of a request target or a full URL, `.` and `..` segments resolved. */
function resolvedPath(url) {
  try {
    // Prefixed rather than resolved against a base: `//x/y` is a path here, not another host.
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return new URL(url).pathname
    return new URL(`http://x${url.startsWith('/') ? '' : '/'}${url}`).pathname
  } catch {
    return url.split(/[?#]/, 1)[0]
  }
}
