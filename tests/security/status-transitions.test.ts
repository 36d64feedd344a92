import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type BuiltServer } from '../setup/built-server'
import { projectForm, startAsAdmin, submitProject } from './helpers'

// Every status change goes through one function (changeProjectStatus). Before, the dashboard
// refused a project no longer pending while PATCH /api/projects/:id set any status, twice, or back to
// pending. Sent from outside to the built server.
let server: BuiltServer
let admin: string
beforeAll(async () => ({ server, admin } = await startAsAdmin()), 120_000)
afterAll(() => server?.stop())

const notPending = 'This project is no longer pending review.'

const statusOf = (id: number) =>
  server.query<{ status: string; name: string }>('SELECT status, name FROM projects WHERE id = ?', id)[0]

async function newProject(from: string) {
  const { project } = await submitProject(server, await projectForm(), from)
  return project!.id
}

/** The dashboard's Approve or Reject button, without JS; then the page it lands on, toast and all. */
async function clickOnDashboard(id: number, intent: 'approve' | 'reject') {
  const posted = await send(server, '/admin', {
    body: new URLSearchParams({ intent, id: String(id) }).toString(),
    headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(posted.status).toBe(302)
  const landed = await send(server, posted.headers.location!, {
    headers: { cookie: [admin, ...posted.cookies].join('; ') },
  })
  return landed.text
}

const patch = (id: number, body: Record<string, unknown>) =>
  send(server, `/api/projects/${id}`, { method: 'PATCH', body, headers: { cookie: admin } })

describe('a project’s status, on the dashboard and through the API', () => {
  it('is decided once: a repeated approve or reject is refused the same way by both, with the same words', async () => {
    for (const [first, second] of [
      ['approve', 'approve'],
      ['approve', 'reject'],
      ['reject', 'reject'],
      ['reject', 'approve'],
    ] as const) {
      const decided = first === 'approve' ? 'approved' : 'rejected'
      const onPage = await newProject('127.0.13.1')
      expect(await clickOnDashboard(onPage, first)).toContain('Project updated successfully')
      const refusedPage = await clickOnDashboard(onPage, second)
      expect(refusedPage).toContain('Failed to update project')
      expect(refusedPage).toContain(notPending)
      expect(statusOf(onPage)!.status).toBe(decided)

      const byApi = await newProject('127.0.13.2')
      expect((await patch(byApi, { status: decided })).status).toBe(200)
      const again = await patch(byApi, { status: second === 'approve' ? 'approved' : 'rejected' })
      expect(again.status).toBe(409)
      expect(again.json()).toEqual({ message: notPending })
      expect(statusOf(byApi)!.status).toBe(decided)
    }
  }, 60_000)

  it('never goes back to pending, and a refused change leaves the other fields as they were', async () => {
    const id = await newProject('127.0.13.3')
    const { name } = statusOf(id)!
    expect((await patch(id, { status: 'approved' })).status).toBe(200)
    const back = await patch(id, { status: 'pending', name: 'Renamed by a stale tab' })
    expect(back.status).toBe(409)
    expect(back.json()).toEqual({ message: notPending })
    expect(statusOf(id)).toEqual({ status: 'approved', name })
    // Editing alone never touches the status.
    expect((await patch(id, { name: 'Renamed' })).json()).toMatchObject({
      name: 'Renamed',
      status: 'approved',
    })
  })

  it('two tabs approving and rejecting at once: exactly one wins, on the dashboard or the API', async () => {
    const id = await newProject('127.0.13.4')
    const [page, api] = await Promise.all([
      send(server, '/admin', {
        body: new URLSearchParams({ intent: 'reject', id: String(id) }).toString(),
        headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      }),
      patch(id, { status: 'approved' }),
    ])
    const pageWon = statusOf(id)!.status === 'rejected'
    expect(api.status).toBe(pageWon ? 409 : 200)
    expect(page.status).toBe(302)
  })
})
