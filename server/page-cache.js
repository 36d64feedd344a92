/**
 * A micro-cache of whole public pages for visitors without any of our cookies (docs/decisions/0008).
 * On the awards afternoon hundreds of phones reload the same leaderboard; rendering it once a second
 * instead of for every phone keeps the server responsive for the judges who are still scoring.
 *
 * An entry is dropped when it is older than `ttlMs` or when `version()` changed (the database's write
 * counter: any write, by this server or another process, invalidates every page at once).
 */

// The cookies that make a page personal: a signed-in judge or admin, a notice, "your submissions".
const personalCookie = /(?:^|;\s*)sc_(?:session|toast|submissions)=/

// Pages and JSON answers that are the same for every anonymous visitor. `.data` is Remix's client-side
// navigation request for the same page.
const publicPaths = [
  /^\/(?:feed|challenge-info|agenda|ai-playbook|home)?(?:\.data)?$/,
  /^\/_root\.data$/,
  /^\/project\/\d{1,9}(?:\.data)?$/,
  /^\/api\/(?:leaderboard|projects|scoring\/criteria)$/,
]

/** Whether a request may be answered from the cache (and its answer stored in it). */
export function isCacheable(method, url, cookieHeader) {
  if (method !== 'GET') return false
  if (cookieHeader && personalCookie.test(cookieHeader)) return false
  const pathname = url.split('?', 1)[0]
  return publicPaths.some((pattern) => pattern.test(pathname))
}

/**
 * @param {{ ttlMs: number, maxEntries?: number, version: () => string, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxEntries = 200, version, now = Date.now }) {
  /** @type {Map<string, { at: number, version: string, value: any }>} */
  const entries = new Map()
  return {
    enabled: ttlMs > 0,
    version,
    /** The stored value, or undefined when missing, expired or out of date. */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.at >= ttlMs || entry.version !== version()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    /**
     * Stores `value` as of `versionBefore`, the version read before the page was made: a write while it
     * was being made leaves it already out of date rather than cached as new.
     */
    set(key, value, versionBefore) {
      if (ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { at: now(), version: versionBefore, value })
      // Oldest first in a Map: a flood of distinct query strings cannot grow it without bound.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value)
    },
    get size() {
      return entries.size
    },
  }
}
