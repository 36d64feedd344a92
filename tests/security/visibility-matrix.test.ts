import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// Who sees what is written once (app/features/showcase/visibility.server.ts). This runs the whole matrix,
// every viewer against a project of every status, through the pages and the JSON API of the built
// server, from outside.
type Status = 'approved' | 'pending' | 'rejected'
const statuses: Status[] = ['approved', 'pending', 'rejected']

const EMAIL = 'matrix.family@example.org'

let server: BuiltServer
const project = {} as Record<Status, { id: number; name: string; thumbnail: string }>
const cookies = {} as Record<Viewer, string | undefined>

type Viewer = 'anonymous' | 'the family' | 'another family' | 'a waiting judge' | 'a judge' | 'the admin'

/** docs/rules.md#who-may-see-what, written out by hand: what each viewer opens, lists and reads. */
const matrix: Record<Viewer, { opens: Status[]; lists: Status[]; seesEmail: boolean }> = {
  anonymous: { opens: ['approved'], lists: ['approved'], seesEmail: false },
  'the family': { opens: ['approved', 'pending', 'rejected'], lists: ['approved'], seesEmail: false },
  'another family': { opens: ['approved'], lists: ['approved'], seesEmail: false },
  'a waiting judge': { opens: ['approved'], lists: ['approved'], seesEmail: false },
  'a judge': { opens: ['approved', 'pending'], lists: ['approved', 'pending'], seesEmail: false },
  'the admin': { opens: statuses, lists: statuses, seesEmail: true },
}

beforeAll(async () => {
  server = await startBuiltServer()
  const admin = await adminCookie(server)
  let family = ''
  for (const status of statuses) {
    const { answer, project: created } = await submitProject(
      server,
      await projectForm({ name: `Matrix ${status} project`, authorEmail: EMAIL }),
      '127.0.12.1',
      family ? { cookie: family } : {},
    )
    if (!created) throw new Error(`submit: ${answer.status} ${answer.text}`)
    // The browser's list of its submissions grows with each one.
    family = answer.cookies.join('; ') || family
    project[status] = created
    if (status !== 'pending') {
      const decided = await send(server, `/api/projects/${created.id}`, {
        method: 'PATCH',
        body: { status },
        headers: { cookie: admin },
      })
      if (decided.status !== 200) throw new Error(`${status}: ${decided.status} ${decided.text}`)
    }
  }
  const other = await submitProject(
    server,
    await projectForm({ name: 'Another family’s project' }),
    '127.0.12.2',
  )
  cookies.anonymous = undefined
  cookies['the family'] = family
  cookies['another family'] = other.answer.cookies.join('; ')
  cookies['a waiting judge'] = (await judgeSession(server, { approve: false, from: '127.0.12.3' })).cookie
  cookies['a judge'] = (await judgeSession(server, { from: '127.0.12.4' })).cookie
  cookies['the admin'] = admin
}, 120_000)
afterAll(() => server?.stop())

const as = (viewer: Viewer): { headers: Record<string, string> } => {
  const cookie = cookies[viewer]
  return { headers: cookie ? { cookie } : {} }
}

describe.each(Object.entries(matrix) as [Viewer, (typeof matrix)[Viewer]][])(
  'what %s sees',
  (viewer, expected) => {
    it.each(statuses)(
      'the %s project: its page, .data twin, JSON, scores, feedback and files',
      async (status) => {
        const { id, thumbnail } = project[status]
        const opens = expected.opens.includes(status)
        const answers = await Promise.all(
          [
            `/project/${id}`,
            `/project/${id}.data`,
            `/api/projects/${id}`,
            `/api/projects/${id}/scores`,
            `/api/projects/${id}/feedback`,
            `/api/files/${thumbnail}`,
          ].map(async (path) => [path, (await send(server, path, as(viewer))).status] as const),
        )
        const want = opens ? 200 : 404
        expect(Object.fromEntries(answers)).toEqual(Object.fromEntries(answers.map(([path]) => [path, want])))
      },
    )

    it('the project list and the e-mail', async () => {
      const list = await send(server, '/api/projects', as(viewer))
      expect(list.status).toBe(200)
      const rows = list.json<{ id: number; authorEmail?: string }[]>()
      const listed = statuses.filter((status) => rows.some((row) => row.id === project[status].id))
      expect(listed).toEqual(expected.lists)
      expect(rows.every((row) => 'authorEmail' in row)).toBe(expected.seesEmail)
      expect(list.text.includes(EMAIL)).toBe(expected.seesEmail)

      // The admin's single project carries the e-mail as the list does; nobody else's does.
      for (const status of expected.opens) {
        const one = await send(server, `/api/projects/${project[status].id}`, as(viewer))
        expect(one.json<{ authorEmail?: string }>().authorEmail).toBe(expected.seesEmail ? EMAIL : undefined)
        if (!expected.seesEmail) {
          expect((await send(server, `/project/${project[status].id}`, as(viewer))).text).not.toContain(EMAIL)
        }
      }
    })
  },
)

describe('what judges work on', () => {
  it('the dashboard lists, and a judge scores, exactly the projects judges see', async () => {
    for (const status of statuses) {
      const { id, name } = project[status]
      const judges = matrix['a judge'].lists.includes(status)
      // Under All: the dashboard opens on the judge's queue, which holds only what is assigned to them.
      const dashboard = await send(
        server,
        `/judge-dashboard?show=all&q=${encodeURIComponent(name)}`,
        as('a judge'),
      )
      // The search box repeats the name; a listed project is a link that selects it.
      expect(new RegExp(`project=${id}(?!\\d)`).test(dashboard.text), `${status} listed`).toBe(judges)
      // Asked for by its id, in the page and in its data: a project judges do not see is not selected, and
      // nothing of it is sent (the dashboard reads the selected project on its own).
      for (const path of [`/judge-dashboard?project=${id}`, `/judge-dashboard.data?project=${id}`]) {
        const selected = await send(server, path, as('a judge'))
        expect(selected.status, path).toBe(200)
        expect(selected.text.includes(name), `${status} selected by ${path}`).toBe(judges)
      }
      const scored = await send(server, '/api/scoring/submit-batch', {
        ...as('a judge'),
        body: { scores: [{ projectId: id, criteriaId: 1, score: 7, comments: `Scored the ${status} one` }] },
      })
      expect(scored.status, `${status} scored`).toBe(judges ? 200 : 400)
    }
    const scored = server.query<{ project_id: number }>('SELECT DISTINCT project_id FROM project_scores')
    expect(scored.map((row) => row.project_id).sort()).toEqual(
      [project.approved.id, project.pending.id].sort(),
    )

    // Their scores count where their audience looks: the public leaderboard ranks approved projects only,
    // the organiser's grading status every project judges work on.
    const leaderboard = (await send(server, '/api/leaderboard')).json<{ id: number }[]>()
    expect(leaderboard.map((row) => row.id)).toEqual([project.approved.id])
    const grading = (await send(server, '/api/admin/grading-stats', as('the admin'))).json<
      { projectId?: number; project_id?: number }[]
    >()
    const graded = grading.map((row) => row.projectId ?? row.project_id)
    expect(statuses.filter((status) => graded.includes(project[status].id))).toEqual(['approved', 'pending'])
  })
})
