import type { AppLoadContext } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { passwordResetTokens } from '../../db/schema'
import { createJudge } from '../../app/features/accounts/judges.server'
import { db } from '../../app/infra/db.server'
import { action as forgotPasswordApi } from '../../app/routes/api.judges.forgot-password'
import { action as judgeLoginPage } from '../../app/routes/judge-login'

// A reset link asked for a judge's e-mail must not take longer to answer than one asked for an unknown
// e-mail, or the time tells a stranger which e-mails are judges. So the answer comes first, and the
// look-up, the token and the e-mail after it is sent: here the server's "after the answer" is held back
// until the test lets it run. The real routes, against this file's own database.

const email = 'grace@judges.example.org'
let judgeId: number

beforeAll(async () => {
  const judge = await createJudge(db, {
    name: 'Grace',
    email,
    password: 'judge-password-1',
    isApproved: true,
  })
  judgeId = judge.id
})
afterAll(() => db.$client.close())

/** A load context whose after-the-answer work waits until `runAfterAnswer()`. */
function heldBack() {
  const waiting: (() => void)[] = []
  return {
    context: {
      clientAddress: '127.0.0.1',
      afterAnswer: (work: () => void) => void waiting.push(work),
    } satisfies AppLoadContext,
    async runAfterAnswer() {
      for (const work of waiting.splice(0)) work()
      await vi.waitFor(() => expect(tokens()).not.toHaveLength(0))
    },
    waiting,
  }
}
const tokens = () =>
  db.select().from(passwordResetTokens).where(eq(passwordResetTokens.judgeId, judgeId)).all()
const json = (body: unknown, context: AppLoadContext) => ({
  request: new Request('http://localhost/api/judges/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }),
  params: {},
  context,
})
const form = (fields: Record<string, string>, context: AppLoadContext) => ({
  request: new Request('http://localhost/judge-login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  }),
  params: {},
  context,
})

describe('forgot password', () => {
  it("answers a judge's e-mail before its token is written, through the API and the page's form", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      for (const ask of [
        (context: AppLoadContext) => forgotPasswordApi(json({ email }, context)),
        (context: AppLoadContext) => judgeLoginPage(form({ intent: 'forgot', email, website: '' }, context)),
      ]) {
        db.delete(passwordResetTokens).run()
        const server = heldBack()
        const answer = (await ask(server.context)) as Response
        expect([200, 302]).toContain(answer.status)
        // Answered: no token yet, no link in the log, the work waiting for the answer to be sent.
        expect(tokens()).toEqual([])
        expect(log).not.toHaveBeenCalled()
        expect(server.waiting).toHaveLength(1)

        await server.runAfterAnswer()
        expect(tokens()).toHaveLength(1)
        expect(log.mock.calls.flat().join('\n')).toContain(`[password reset] Link for ${email}`)
        log.mockClear()
      }
    } finally {
      log.mockRestore()
    }
  })

  it('answers an unknown e-mail with the same answer, and the same work waiting', async () => {
    const known = heldBack()
    const unknown = heldBack()
    const a = (await forgotPasswordApi(json({ email }, known.context))) as Response
    const b = (await forgotPasswordApi(json({ email: 'nobody@example.org' }, unknown.context))) as Response
    expect([b.status, await b.json()]).toEqual([a.status, await a.json()])
    expect(unknown.waiting).toHaveLength(known.waiting.length)
  })
})
