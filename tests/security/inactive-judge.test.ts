import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// An inactive judge (switched off by the organiser, or left off by a new challenge) may sign in and read
// the scores they gave, and nothing else: no project, queue or author, on any page, `.data` or API answer.
// Switching a judge off ends their sessions at their next request. Sent from outside to the built server.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
}, 120_000)
afterAll(() => server?.stop())

const inactiveText =
  'Your judge account is inactive: the organiser has not switched you on for this challenge.'
const cannotScore = 'Your judge account is inactive, so you cannot submit scores.'

const criteria = () => server.query<{ id: number }>('SELECT id FROM scoring_criteria WHERE is_active = 1')

async function pendingProject(name: string, authorName: string, from: string) {
  const { project } = await submitProject(server, await projectForm({ name, authorName }), from)
  return project!
}

const switchOffByApi = async (judgeId: number) =>
  send(server, `/api/judges/${judgeId}`, {
    method: 'PATCH',
    body: { isActive: false },
    headers: { cookie: await adminCookie(server) },
  })

async function signIn(judge: { email: string; password: string }, from: string) {
  const login = await send(server, '/api/judges/login', { body: judge, from })
  expect(login.status).toBe(200)
  return login.cookies.join('; ')
}

describe('an inactive judge', () => {
  it(
    'sees no project, queue or author anywhere, reads their own earlier scores, and cannot score',
    { timeout: 60_000 },
    async () => {
      // One pending project the judge scored while active, one they never saw: each by an author whose
      // name appears nowhere else.
      const scored = await pendingProject('Humming Bird Feeder', 'Octavia Brightwater', '127.0.41.1')
      const unseen = await pendingProject('Whispering Wind Harp', 'Peregrine Ashcombe', '127.0.41.1')
      const judge = await judgeSession(server, { from: '127.0.41.2' })
      const ids = criteria().map((c) => c.id)
      const evaluation = {
        scores: ids.map((criteriaId, i) => ({
          projectId: scored.id,
          criteriaId,
          score: 7,
          comments: i === 0 ? 'Lovely careful measurements' : '',
        })),
      }
      const active = { headers: { cookie: judge.cookie } }
      expect((await send(server, '/api/scoring/submit-batch', { ...active, body: evaluation })).status).toBe(
        200,
      )
      // Active, they see both projects and their authors: the checks below can fail.
      const before = await send(server, '/judge-dashboard?show=all', active)
      for (const word of [scored.name, unseen.name, 'Octavia Brightwater', 'Peregrine Ashcombe'])
        expect(before.text).toContain(word)

      expect((await switchOffByApi(judge.id)).status).toBe(200)
      const as = { headers: { cookie: await signIn(judge, '127.0.41.2') } }

      const dashboard = await send(server, '/judge-dashboard', as)
      expect(dashboard.status).toBe(200)
      expect(dashboard.text).toContain(inactiveText)
      // Their own work: the project's name, their scores and their comment.
      expect(dashboard.text).toContain(scored.name)
      expect(dashboard.text).toContain('Lovely careful measurements')
      expect(dashboard.text).toContain('7 of 10')

      const shown = new Map<string, string>()
      const look = async (target: string) => {
        const answer = await send(server, target, as)
        shown.set(target, answer.text)
        return answer
      }
      for (const target of [
        '/judge-dashboard',
        '/judge-dashboard.data',
        `/judge-dashboard?show=all&project=${unseen.id}`,
        `/judge-dashboard.data?show=queue&project=${unseen.id}`,
        `/judge-dashboard?q=${encodeURIComponent('Whispering')}&show=all`,
        '/feed',
        '/feed.data',
        '/api/projects',
        '/api/judges/me',
      ])
        await look(target)
      for (const project of [scored, unseen]) {
        for (const target of [
          `/project/${project.id}`,
          `/project/${project.id}.data`,
          `/api/projects/${project.id}`,
          `/api/projects/${project.id}/scores`,
          `/api/projects/${project.id}/feedback`,
          `/api/files/${project.thumbnail}`,
        ])
          expect({ target, status: (await look(target)).status }).toEqual({ target, status: 404 })
      }
      for (const [target, text] of shown) {
        for (const secret of [unseen.name, 'Octavia Brightwater', 'Peregrine Ashcombe'])
          expect({ target, shows: text.includes(secret) }).toEqual({ target, shows: false })
        // The project they scored is named on their own dashboard, with their scores, and nowhere else.
        if (!target.startsWith('/judge-dashboard'))
          expect({ target, shows: text.includes(scored.name) }).toEqual({ target, shows: false })
      }

      // Their score records stay readable through the API too.
      const records = await send(server, '/api/judges/me/scores', as)
      expect(records.status).toBe(200)
      expect(records.json<{ projectId: number; totalScore: number }[]>()).toMatchObject([
        { projectId: scored.id, totalScore: 7 * ids.length },
      ])

      // Scoring and stepping aside are refused, with the reason; nothing is written.
      const scoresBefore = server.query('SELECT * FROM project_scores')
      const again = { scores: [{ projectId: scored.id, criteriaId: ids[0]!, score: 1 }] }
      const api = await send(server, '/api/scoring/submit-batch', { ...as, body: again })
      expect({ status: api.status, body: api.json() }).toEqual({
        status: 403,
        body: { message: cannotScore, final: true },
      })
      const form = (fields: Record<string, string>) => ({
        ...as,
        body: new URLSearchParams(fields).toString(),
        headers: { ...as.headers, 'content-type': 'application/x-www-form-urlencoded' },
      })
      const page = await send(
        server,
        '/judge-dashboard',
        form({ projectId: String(scored.id), criteriaId: String(ids[0]), [`score-${ids[0]}`]: '1' }),
      )
      expect(page.status).toBe(403)
      expect(page.text).toContain(cannotScore)
      const stepAside = await send(
        server,
        '/judge-dashboard',
        form({ intent: 'step-aside', projectId: String(unseen.id) }),
      )
      expect(stepAside.status).toBe(403)
      expect(stepAside.text).not.toContain(unseen.name)
      expect(server.query('SELECT * FROM project_scores')).toEqual(scoresBefore)
      expect(server.query('SELECT * FROM recusals')).toEqual([])
    },
  )

  it(
    'is signed out at their next request when the organiser switches them off',
    { timeout: 60_000 },
    async () => {
      const byApi = await judgeSession(server, { from: '127.0.41.3' })
      const byForm = await judgeSession(server, { from: '127.0.41.4' })
      const signedIn = (cookie: string) => send(server, '/api/judges/me', { headers: { cookie } })
      expect((await signedIn(byApi.cookie)).status).toBe(200)
      expect((await signedIn(byForm.cookie)).status).toBe(200)

      expect((await switchOffByApi(byApi.id)).status).toBe(200)
      // The Judges tab's Edit Judge form, without JavaScript: an unticked box is not sent.
      const edit = await send(server, '/admin?tab=judges', {
        body: new URLSearchParams({
          intent: 'update-judge',
          id: String(byForm.id),
          tab: 'judges',
          name: 'Jo Judge',
          email: byForm.email,
          expertise: 'Robots',
        }).toString(),
        headers: { cookie: await adminCookie(server), 'content-type': 'application/x-www-form-urlencoded' },
      })
      expect(edit.status).toBe(302)
      expect(server.query('SELECT is_active FROM judges WHERE id = ?', byForm.id)).toEqual([{ is_active: 0 }])

      for (const judge of [byApi, byForm]) {
        expect((await signedIn(judge.cookie)).status).toBe(401)
        const page = await send(server, '/judge-dashboard', { headers: { cookie: judge.cookie } })
        expect(page.status).toBe(302)
        expect(page.headers.location).toBe('/judge-login')
      }
      expect(
        server.query(
          "SELECT sid FROM sessions WHERE json_extract(sess, '$.judgeId') IN (?, ?)",
          byApi.id,
          byForm.id,
        ),
      ).toEqual([])

      // Saving an inactive judge again (a new name, say) does not sign them out of their reading.
      const back = await signIn(byApi, '127.0.41.3')
      const renamed = await send(server, `/api/judges/${byApi.id}`, {
        method: 'PATCH',
        body: { name: 'Jo Judge-Smith', isActive: false },
        headers: { cookie: await adminCookie(server) },
      })
      expect(renamed.status).toBe(200)
      expect((await signedIn(back)).status).toBe(200)
    },
  )
})
