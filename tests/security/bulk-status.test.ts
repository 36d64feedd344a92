import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, approve, judgeSession, projectForm, submitProject } from './helpers'

// "Approve selected" / "Reject selected" sent from outside to the built server, as a forged form would be:
// only the organiser's session changes anything, and only pending projects, all of the batch or none of it.
let server: BuiltServer
let admin: string
let address = 0

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
}, 120_000)
afterAll(() => server?.stop())

const statuses = (ids: number[]) =>
  ids.map((id) => server.query<{ status: string }>('SELECT status FROM projects WHERE id = ?', id)[0]!.status)

async function pendingProjects(count: number) {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    address++
    const { project } = await submitProject(server, await projectForm(), `127.0.33.${address}`)
    ids.push(project!.id)
  }
  return ids
}

/** The confirmation's post, as the dashboard sends it without JavaScript. */
function bulkPost(ids: number[], fields: Record<string, string>, cookie: string | null) {
  const body = new URLSearchParams({ intent: 'bulk-status', tab: 'projects', ...fields })
  for (const id of ids) body.append('id', String(id))
  return send(server, '/admin', {
    body: body.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })
}

describe('bulk approve and reject', () => {
  it('a forged post without the organiser’s session changes nothing', async () => {
    const ids = await pendingProjects(3)
    const judge = await judgeSession(server, { from: '127.0.33.200' })
    for (const cookie of [null, judge.cookie]) {
      for (const path of ['/admin', '/admin-simple', '/admin?dialog=bulk-status&decision=approve']) {
        const body = new URLSearchParams({ intent: 'bulk-status', decision: 'approve' })
        body.append('withoutConsent', 'confirmed')
        for (const id of ids) body.append('id', String(id))
        const answer = await send(server, path, {
          body: body.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        })
        expect(answer.status, path).not.toBe(200)
        expect(answer.headers.location ?? '', path).not.toMatch(/^\/admin(\?|$)/)
      }
    }
    expect(statuses(ids)).toEqual(['pending', 'pending', 'pending'])
    // Eighteen requests and a judge's sign-up: a few seconds on a busy machine.
  }, 30_000)

  it('a batch with a project no longer pending changes none of them, and says which', async () => {
    const ids = await pendingProjects(3)
    await approve(server, ids[1]!)
    for (const decision of ['approve', 'reject']) {
      const answer = await bulkPost(ids, { decision, withoutConsent: 'confirmed' }, admin)
      expect(answer.status).toBe(302)
      const landed = await send(server, answer.headers.location!, {
        headers: { cookie: [admin, ...answer.cookies].join('; ') },
      })
      expect(landed.text).toContain('Nothing was changed')
      expect(landed.text).toContain('1 selected project is no longer pending review')
      expect(statuses(ids)).toEqual(['pending', 'approved', 'pending'])
    }
  })

  it('refuses a decision other than approve or reject, and an empty or malformed selection', async () => {
    const ids = await pendingProjects(2)
    for (const fields of [{ decision: 'pending' }, { decision: 'delete' }, { decision: '' }]) {
      expect((await bulkPost(ids, fields, admin)).status).toBe(302)
    }
    expect((await bulkPost([], { decision: 'approve' }, admin)).status).toBe(302)
    const odd = new URLSearchParams({ intent: 'bulk-status', decision: 'reject', id: `${ids[0]} OR 1=1` })
    await send(server, '/admin', {
      body: odd.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin },
    })
    expect(statuses(ids)).toEqual(['pending', 'pending'])
  })

  it('the organiser’s batch of pending projects is decided at once', async () => {
    const ids = await pendingProjects(3)
    const answer = await bulkPost(ids, { decision: 'approve' }, admin)
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('/admin')
    expect(statuses(ids)).toEqual(['approved', 'approved', 'approved'])
  })

  it('approving projects without recorded consent asks first, naming them', async () => {
    const form = await projectForm()
    form.delete('consent')
    const { project } = await submitProject(server, form, '127.0.33.201')
    const ids = [...(await pendingProjects(1)), project!.id]
    const asked = await bulkPost(ids, { decision: 'approve', q: 'kite' }, admin)
    expect(asked.headers.location).toBe(
      `/admin?q=kite&dialog=bulk-status&decision=approve&id=${ids[0]}&id=${ids[1]}`,
    )
    expect(statuses(ids)).toEqual(['pending', 'pending'])
    const dialog = await send(server, asked.headers.location!, { headers: { cookie: admin } })
    expect(dialog.text).toContain('Approve 2 projects?')
    expect(dialog.text).toContain('No consent recorded for 1 of them')

    expect((await bulkPost(ids, { decision: 'approve', withoutConsent: 'confirmed' }, admin)).status).toBe(
      302,
    )
    expect(statuses(ids)).toEqual(['approved', 'approved'])
  })
})
