import { describe, expect, it } from 'vitest'
import { readScoreAnswer } from '../../app/features/judging/score-answer'

// A tablet forgets a kept evaluation only on the server's own answer (docs/decisions/0015).

const sent = { batchId: 'b'.repeat(32), projectId: 7 }
const json = (body: unknown, status = 200) => Response.json(body, { status })
const saved = (extra: Record<string, unknown> = {}) =>
  json({ message: 'ok', saved: 5, skipped: 0, skippedProjects: [], batchId: sent.batchId, ...extra })
const read = async (response: Response) => (await readScoreAnswer(response, sent)).outcome

describe('the answer to a kept evaluation', () => {
  it('is saved only on the server’s JSON naming this batch', async () => {
    expect(await read(saved())).toBe('saved')
    expect(await read(saved({ batchId: 'c'.repeat(32) }))).toBe('unreachable')
    expect(await read(saved({ saved: 'all' }))).toBe('unreachable')
    expect(await read(json({ message: 'ok', saved: 5, skipped: 0, batchId: sent.batchId }))).toBe(
      'unreachable',
    )
  })

  it('keeps it on a captive portal’s page or a redirect, whatever their status', async () => {
    const portal = new Response('<!doctype html><title>Welcome to the venue Wi-Fi</title>', {
      headers: { 'Content-Type': 'text/html' },
    })
    expect(await read(portal)).toBe('unreachable')
    // JSON a portal might send, without our shape.
    expect(await read(json({ status: 'login required' }))).toBe('unreachable')
    expect(await read(Response.redirect('http://portal.example/login', 302))).toBe('unreachable')
    // What fetch gives for a redirect it was told not to follow.
    const manual = { type: 'opaqueredirect', status: 0, headers: new Headers() } as Response
    expect(await read(manual)).toBe('unreachable')
    expect(await read(new Response('<h1>Network login</h1>', { status: 511 }))).toBe('unreachable')
  })

  it('keeps it through a server error and a rate limit, JSON or not', async () => {
    expect(await read(json({ message: 'Failed' }, 500))).toBe('unreachable')
    expect(await read(json({ message: 'Too many requests', final: true }, 429))).toBe('unreachable')
    expect(await read(new Response('Too Many Requests', { status: 429 }))).toBe('unreachable')
  })

  it('keeps it through a lost session, an organiser’s or another judge’s: they are not marked final', async () => {
    expect(await read(json({ message: 'Please log in as a judge' }, 401))).toBe('signed-out')
    expect(await read(json({ message: 'Only judges can do this' }, 403))).toBe('signed-out')
    // A proxy's own 403 page says nothing about the evaluation either.
    expect(await read(new Response('Forbidden', { status: 403 }))).toBe('unreachable')
  })

  it('settles it on a final refusal, or when a newer evaluation of its project was saved', async () => {
    expect(await readScoreAnswer(json({ message: 'Scoring is closed', final: true }, 403), sent)).toEqual({
      outcome: 'refused',
      message: 'Scoring is closed',
    })
    expect(await read(json({ message: 'Unknown project.', final: true }, 400))).toBe('refused')
    expect(await read(saved({ saved: 0, skipped: 5, skippedProjects: [7] }))).toBe('not-applied')
    expect(await read(saved({ saved: 5, skipped: 5, skippedProjects: [8] }))).toBe('saved')
  })
})
