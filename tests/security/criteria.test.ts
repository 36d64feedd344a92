import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession } from './helpers'

// Only the organiser changes the scoring criteria. Every Criteria-tab form, posted by anyone
// else to either dashboard, changes nothing; the same posts with the admin's session do.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 120_000)
afterAll(() => server?.stop())

const criteria = () =>
  server.query<Record<string, unknown>>(
    'SELECT id, name, description, max_points, weight, is_active, position FROM scoring_criteria ORDER BY id',
  )

const forms: Record<string, string>[] = [
  { intent: 'add-criterion', name: 'Sneaky', maxPoints: '100', weight: '10', isActive: 'on' },
  { intent: 'update-criterion', id: '1', name: 'Hijacked', maxPoints: '1', weight: '0.1' },
  { intent: 'move-criterion', id: '1', direction: 'down' },
  { intent: 'move-criterion', id: '2', direction: 'up' },
]

const post = (path: string, form: Record<string, string>, cookie?: string) =>
  send(server, path, {
    body: new URLSearchParams({ ...form, tab: 'criteria' }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
  })

describe('the criteria forms', () => {
  it('change nothing when posted without a session or with a judge’s', async () => {
    const before = criteria()
    expect(before).toHaveLength(5)
    const judge = await judgeSession(server)
    for (const cookie of [undefined, judge.cookie]) {
      for (const path of ['/admin', '/admin-simple', '/admin?tab=criteria']) {
        for (const form of forms) {
          const answer = await post(path, form, cookie)
          expect(answer.status, `${form.intent} to ${path}`).not.toBe(200)
          expect(answer.headers.location ?? '').not.toContain('tab=criteria')
        }
      }
    }
    expect(criteria()).toEqual(before)
    expect((await send(server, '/api/scoring/criteria')).json<unknown[]>()).toHaveLength(5)
  }, 60_000)

  it('work for the organiser', async () => {
    const admin = await adminCookie(server)
    for (const form of forms) {
      const answer = await post('/admin', form, admin)
      expect(answer.status, form.intent).toBe(302)
      expect(answer.headers.location).toBe('/admin?tab=criteria')
    }
    const after = criteria()
    expect(after.map((c) => c.name)).toContain('Sneaky')
    expect(after[0]).toMatchObject({ name: 'Hijacked', max_points: 1, is_active: 0 })
  }, 30_000)
})
