import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, type BuiltServer } from '../setup/built-server'
import { projectForm, startAsAdmin, submitProject } from './helpers'

// Consent, from outside against the built server: the page's form refuses a submission without
// it; the JSON API records it when sent and still accepts a project without it; the dashboard approves a
// project without consent only once the organiser confirms, and nobody else can approve at all.
let server: BuiltServer
let admin: string
beforeAll(async () => ({ server, admin } = await startAsAdmin()), 120_000)
afterAll(() => server?.stop())

const row = (id: number) =>
  server.query<{ status: string; consent_at: number | null }>(
    'SELECT status, consent_at FROM projects WHERE id = ?',
    id,
  )[0]!

const approveOnDashboard = (id: number, extra: Record<string, string> = {}, cookie: string | null = admin) =>
  send(server, '/admin', {
    body: new URLSearchParams({ intent: 'approve', id: String(id), ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  })

describe('consent', () => {
  it('the page’s form refuses a submission without it, and stores nothing', async () => {
    const before = server.query('SELECT id FROM projects').length
    const form = await projectForm({ consent: '' })
    form.delete('consent')
    const answer = await send(server, '/submission', { body: form, from: '127.0.17.1' })
    expect(answer.status).toBe(400)
    expect(answer.text).toContain(
      'Please confirm that you are the parent or guardian and agree to the showcase',
    )
    expect(server.query('SELECT id FROM projects')).toHaveLength(before)
  })

  it('the API records it when sent, and accepts a project without it', async () => {
    const given = await submitProject(server, await projectForm(), '127.0.17.2')
    expect(row(given.project!.id).consent_at).toBeGreaterThan(Date.now() - 60_000)
    const form = await projectForm()
    form.delete('consent')
    const older = await submitProject(server, form, '127.0.17.3')
    expect(older.answer.status).toBe(201)
    expect(row(older.project!.id).consent_at).toBeNull()
  })

  it('approving a project without consent waits for the organiser’s confirmation', async () => {
    const form = await projectForm()
    form.delete('consent')
    const { project } = await submitProject(server, form, '127.0.17.4')
    const id = project!.id

    const asked = await approveOnDashboard(id, { q: 'kite' })
    expect(asked.status).toBe(302)
    expect(asked.headers.location).toBe(`/admin?q=kite&dialog=approve-without-consent&id=${id}`)
    expect(row(id).status).toBe('pending')
    const dialog = await send(server, asked.headers.location!, { headers: { cookie: admin } })
    expect(dialog.text).toContain('Approve without consent?')

    // The confirmation from anyone else changes nothing.
    expect((await approveOnDashboard(id, { withoutConsent: 'confirmed' }, null)).status).not.toBe(200)
    expect(row(id).status).toBe('pending')

    expect((await approveOnDashboard(id, { withoutConsent: 'confirmed' })).status).toBe(302)
    expect(row(id).status).toBe('approved')
  })

  it('a project with consent is approved at once', async () => {
    const { project } = await submitProject(server, await projectForm(), '127.0.17.5')
    const answer = await approveOnDashboard(project!.id)
    expect(answer.headers.location).not.toContain('dialog=')
    expect(row(project!.id).status).toBe('approved')
  })
})
