import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getEventDetails, saveEventSection } from '../../app/features/event/event-details.server'
import { loader as rootLoader } from '../../app/root'
import { loader as agendaLoader } from '../../app/routes/agenda'
import { loader as challengeLoader } from '../../app/routes/challenge-info'
import { loader as projectLoader } from '../../app/routes/project.$id'
import { loader as submissionLoader } from '../../app/routes/submission'
import { db } from '../../app/infra/db.server'
import { addProject } from '../setup/fixtures'
import { isDataWithInit } from '../setup/route-answer'

// One read of the event's words per request (docs/decisions/0029): the root loader and the page's own
// loader, each given its own Request as single fetch gives them, and the one load context of the request.
// Every statement that reads the event_details table is counted as it runs, whichever module runs it.

const reads: string[] = []

beforeAll(() => {
  const prepare = db.$client.prepare.bind(db.$client)
  vi.spyOn(db.$client, 'prepare').mockImplementation(((source: string) => {
    const statement = prepare(source)
    if (!/\bevent_details\b/.test(source)) return statement
    for (const method of ['all', 'get', 'iterate'] as const) {
      const run = statement[method].bind(statement) as (...params: unknown[]) => unknown
      Object.assign(statement, {
        [method]: (...params: unknown[]) => {
          reads.push(source)
          return run(...params)
        },
      })
    }
    return statement
  }) as typeof db.$client.prepare)
})
afterAll(() => {
  vi.restoreAllMocks()
  db.$client.close()
})

type Loader = (args: LoaderFunctionArgs) => unknown

/** One request to `path`: the root's loader and the page's, each with a Request of its own. */
async function request(path: string, page: Loader, params: Record<string, string> = {}) {
  const context: AppLoadContext = {}
  const args = () => ({ request: new Request(`http://localhost${path}`), params, context })
  const before = reads.length
  const [root, own] = await Promise.all([rootLoader(args()), page(args())])
  const rootData = (isDataWithInit(root) ? root.data : root) as {
    site: { clubName: string }
    timeZone: string
  }
  return { root: rootData, page: own, reads: reads.length - before }
}

describe('the event’s words', () => {
  it('are read once for the root and the page, the time zone with them', async () => {
    const project = addProject(db, { name: 'Wind kite', status: 'approved' }).id
    const pages: [string, Loader, Record<string, string>?][] = [
      ['/agenda', agendaLoader],
      ['/challenge-info', challengeLoader],
      ['/submission', submissionLoader as Loader],
      [`/project/${project}`, projectLoader, { id: String(project) }],
    ]
    for (const [path, page, params] of pages) {
      expect((await request(path, page, params)).reads, path).toBe(1)
    }
    // The count sees the reads it must: a page read without its request's context reads again.
    const context = {}
    const again = reads.length
    await rootLoader({ request: new Request('http://localhost/agenda'), params: {}, context })
    await agendaLoader({ request: new Request('http://localhost/agenda'), params: {}, context: {} })
    expect(reads.length - again).toBe(2)
  })

  it('of one request are all from before a save, or all from after', async () => {
    const context: AppLoadContext = {}
    const args = () => ({ request: new Request('http://localhost/agenda'), params: {}, context })
    const words = getEventDetails(db).values.agenda
    await rootLoader(args())
    // The organiser saves between the root's loader and the page's.
    saveEventSection(db, 'agenda', { ...words, keynoteSpeaker: 'Dr. Ada Newname' })
    const during = (await agendaLoader(args())) as { keynote: { speaker: string } }
    expect(during.keynote.speaker).toBe(words.keynoteSpeaker)
    const next = (await request('/agenda', agendaLoader)).page as { keynote: { speaker: string } }
    expect(next.keynote.speaker).toBe('Dr. Ada Newname')
  })
})
