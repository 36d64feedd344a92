import { setImmediate } from 'node:timers/promises'
import onHeaders from 'on-headers'
import pLimit from 'p-limit'
import { routePath } from './paths.js'

/**
 * Page and data reads take turns, one at a time per worker, each after a pass of the event loop
 * (docs/decisions/0019). Rendering is all CPU (the loaders read SQLite synchronously, React renders the page
 * in one call), so a page rendered alongside others finishes no sooner in total. And the pass between turns
 * is what lets a new visitor in: Node accepts one new connection per pass of its event loop, so a worker
 * that rendered page after page without one kept new connections waiting 1-2 s at 100 connections while
 * those it had already accepted were served again and again.
 *
 * A turn is for rendering, never for the network: writes and downloads take none (an upload or a file on
 * a slow phone would hold it while it waits), and a page's turn ends once its answer starts out (it is
 * rendered whole before, app/entry.server.tsx), not once a slow phone has read all of it.
 */
const RENDERS_AT_ONCE = 1

/**
 * Answers that stream for as long as the visitor's connection takes: a file, the challenge's archive, the
 * organiser's CSV and JSON exports. Matched on the path as the router reads it (server/paths.js), so that
 * `/Admin/Event/Archive` is a download too.
 */
const downloads = ['/admin/event/archive', '/admin/results.csv', '/admin/family-export.json']

export const isDownload = (url) => {
  const path = routePath(url)
  return path.startsWith('/api/files/') || downloads.includes(path)
}

export function renderTurns(atOnce = RENDERS_AT_ONCE) {
  const limit = pLimit(atOnce)
  /** Runs `work` in a turn, which ends when its promise settles. */
  const renders = (work) => limit(() => setImmediate().then(work))
  /**
   * An Express handler (Remix's) run in a turn when it reads a page or its data: the turn ends as the
   * answer's headers go out, or when the handler ends or the visitor leaves before that.
   */
  const inTurns = (handler) => (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isDownload(req.originalUrl)) {
      return handler(req, res, next)
    }
    return renders(
      () =>
        new Promise((resolve) => {
          onHeaders(res, resolve)
          res.once('close', resolve)
          Promise.resolve(handler(req, res, next)).then(resolve, resolve)
        }),
    )
  }
  return { renders, inTurns }
}
