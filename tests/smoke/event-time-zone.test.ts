import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchOptions } from '../../playwright.config'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from '../security/helpers'

// Every date and time is shown in the event's zone, by the server and by the browser alike. The server
// runs in UTC, the event is in Los Angeles and the browser in Tokyo: a date written in either machine's
// own zone shows June 15th, the event's is June 14th (in HTML, and after React hydrated the page).
//   - submitted at 23:30 UTC on June 14th: June 14th in Los Angeles and in UTC, June 15th in Tokyo;
//   - submitted at 03:30 UTC on June 15th: 8:30 PM on June 14th in Los Angeles, June 15th in UTC and Tokyo.
const lateEvening = Date.parse('2025-06-14T23:30:00Z')
const earlyMorning = Date.parse('2025-06-15T03:30:00Z')

let server: BuiltServer
let browser: Browser
let cookie: string
const ids: number[] = []

beforeAll(async () => {
  server = await startBuiltServer({
    env: { TZ: 'UTC', EVENT_TIME_ZONE: 'America/Los_Angeles' },
  })
  browser = await chromium.launch(launchOptions)
  cookie = await adminCookie(server)
  const judge = await judgeSession(server)
  for (const name of ['Late Evening Kite', 'Early Morning Kite']) {
    const { project } = await submitProject(server, await projectForm({ name }))
    await approve(server, project!.id)
    ids.push(project!.id)
  }
  const db = new Database(path.join(server.dataDir, 'app.db'))
  const moment = db.prepare('UPDATE projects SET submitted_at = ?, consent_at = ? WHERE id = ?')
  moment.run(lateEvening, lateEvening, ids[0])
  moment.run(earlyMorning, earlyMorning, ids[1])
  // A judge who stepped aside from the second project at the same moment.
  db.prepare('INSERT INTO recusals (project_id, judge_id, created_at) VALUES (?, ?, ?)').run(
    ids[1],
    judge.id,
    earlyMorning,
  )
  db.close()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const pages = () => [
  // The admin's projects table: each project's submitted date and its consent's ("Consent given …"), each
  // written once for the table's cell and once for the phone's card.
  { target: '/admin?tab=projects', admin: true, shows: ['Jun 14, 2025'], count: 8 },
  { target: '/admin?tab=grading', admin: true, shows: ['Jun 14, 2025, 8:30 PM'], count: 1 },
  // The project's details, and its "submitted" label, a date once it is a month old.
  { target: `/project/${ids[1]}`, admin: false, shows: ['June 14, 2025', 'Jun 14, 2025'], count: 1 },
]

type FiberRoot = { current?: { memoizedState?: { isDehydrated?: boolean } } }
/**
 * Waits until React committed the page it hydrated: its root's state stops being "dehydrated". A
 * mismatch between the server's text and the browser's is reported (console.error) by then, and the
 * browser's own text has replaced the server's.
 */
const hydrated = (tab: Page) =>
  tab.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'))
    const container = document as unknown as Record<string, { stateNode?: FiberRoot } | undefined>
    return key ? container[key]?.stateNode?.current?.memoizedState?.isDehydrated === false : false
  })

describe('times in the event’s zone', () => {
  it('are written in the event’s zone in the server’s HTML', async () => {
    for (const { target, admin, shows, count } of pages()) {
      const page = await send(server, target, { headers: admin ? { cookie } : {} })
      expect(page.status, target).toBe(200)
      // What the page shows: without its scripts (the loader's data) and tags.
      const text = page.text.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '')
      for (const date of shows) expect(text.split(date).length - 1, `${target}: ${date}`).toBe(count)
      expect(text, target).not.toMatch(/Jun(e)? 15, 2025/)
    }
  })

  it('stay the same once the page hydrated in a browser in another zone, with no hydration error', async () => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' })
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name: name!, value: value.join('='), url: server.origin }
      }),
    )
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    tab.on('pageerror', (error) => errors.push(error.message))
    // The browser really is in Tokyo: its own clock would write June 15th.
    expect(await tab.evaluate((at) => new Date(at).toDateString(), lateEvening)).toBe('Sun Jun 15 2025')
    for (const { target, shows } of pages()) {
      await tab.goto(server.origin + target)
      await hydrated(tab)
      // What is on screen: a table and its phone cards may both carry a date, one of them hidden, so the
      // count is the server's in the page (the test above); here each date shows, and never the next day.
      const text = await tab.locator('main').innerText()
      for (const date of shows) expect(text, `${target}: ${date}`).toContain(date)
      expect(text, target).not.toMatch(/Jun(e)? 15, 2025/)
    }
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
