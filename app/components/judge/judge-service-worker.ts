import { useEffect } from 'react'
import { listHref } from './project-list'

// The page's side of the judges' service worker (docs/decisions/0014; the worker is
// app/service-worker/judge-sw.js, served at /sw.js). Imported by the judge dashboard only, so nobody else
// downloads it.

const WORKER_URL = '/sw.js'
// The judges' pages only: /judge-login, /judge-dashboard, /judge-logout. Never /admin.
const WORKER_SCOPE = '/judge'
// The worker's caches of one judge's answers (JUDGE_CACHE_PREFIX in app/service-worker/judge-sw.js).
const JUDGE_CACHE_PREFIX = 'sc-judge-'

export type OfflineCopy = {
  judge: number
  /** The first page of the judge's queue, each project with the picture its panel shows. */
  queue: { id: number; image: string | null }[]
}

/** A dashboard address and the `.data` request Remix makes for it on a client-side navigation. */
const withData = (href: string) => {
  const url = new URL(href, window.location.origin)
  return [url.pathname + url.search, `${url.pathname}.data${url.search}`]
}

/** The pages a judge opens from their queue, written as the dashboard's own links write them. */
function pagesToKeep(copy: OfflineCopy) {
  const queueHref = (project?: number) =>
    listHref(new URLSearchParams(), { show: 'queue', page: 1, project }).split('#')[0]!
  const here = window.location.pathname + window.location.search
  return [
    here,
    '/judge-dashboard',
    queueHref(),
    ...copy.queue.map((project) => queueHref(project.id)),
  ].flatMap(withData)
}

/**
 * What the page itself loaded: the build's files, the stylesheet, the logo. A page opened from outside
 * carries the stylesheet in its head (app/utils/inline-stylesheet.tsx), but the copies the worker keeps
 * are fetched from here and link it: its file is kept too.
 */
function shellLoaded() {
  const links = document.querySelectorAll<HTMLLinkElement>(
    'link[rel="stylesheet"], link[rel="modulepreload"], link[rel="icon"]',
  )
  const carried = document.querySelectorAll<HTMLStyleElement>('style[data-href]')
  return [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(links, (link) => link.href),
    ...Array.from(carried, (style) => new URL(style.dataset.href!, location.href).href),
    ...Array.from(document.scripts, (script) => script.src).filter(Boolean),
  ]
}

/**
 * Registers the judges' service worker and has it keep this judge's queue for a reload without network:
 * when the dashboard loads, whenever the queue changes, and when the network comes back.
 */
export function useJudgeServiceWorker(copy: OfflineCopy | null) {
  const key = copy ? JSON.stringify(copy) : null
  useEffect(() => {
    if (!key || !('serviceWorker' in navigator)) return
    const offlineCopy = JSON.parse(key) as OfflineCopy
    let active = true
    const keep = async () => {
      await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE })
      const registration = await navigator.serviceWorker.ready
      if (!active || !navigator.onLine) return
      registration.active?.postMessage({
        type: 'keep-judge-dashboard',
        judge: offlineCopy.judge,
        pages: pagesToKeep(offlineCopy),
        uploads: offlineCopy.queue.flatMap((project) => (project.image ? [project.image] : [])),
        shell: shellLoaded(),
      })
    }
    const keepLogged = () => keep().catch((error) => console.error('The offline copy was not made', error))
    void keepLogged()
    window.addEventListener('online', keepLogged)
    return () => {
      active = false
      window.removeEventListener('online', keepLogged)
    }
  }, [key])
}

/** At logout: this device keeps nothing of the judge (the worker does the same when it sees the logout). */
export async function forgetJudgeCopies() {
  if (!('caches' in window)) return
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => name.startsWith(JUDGE_CACHE_PREFIX)).map((name) => caches.delete(name)),
  )
}
