import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, judgeSession, projectForm, submitProject } from './helpers'

// With LOG_REQUESTS=1 and no mail server, every kind of link that carries a secret is visited on the built
// server, as families, judges and a curious stranger would; then the log is searched for the secrets. The
// only lines allowed to hold one are the deliberate hand-overs of reset and invitation links to the
// organiser (docs/rules.md#secrets-and-logs): nothing else, the request log and the error logs included.

let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer({ env: { LOG_REQUESTS: '1', SMTP_URL: undefined } })
}, 60_000)
afterAll(() => server?.stop())

const handOver = /^\[password reset\] Link for \S+ \(valid (?:1 hour|7 days)\): (\S+)$/

/** The reset or invitation link the log handed over for `email` (a reset link is made after its answer). */
async function linkFor(email: string) {
  const line = () =>
    server
      .log()
      .split('\n')
      .find((l) => l.startsWith(`[password reset] Link for ${email} `))
  await expect.poll(line, { timeout: 10_000 }).toBeDefined()
  return new URL(line()!.match(handOver)![1]!)
}

/** Waits until the request log has written the line of the last request (morgan writes after the answer). */
const logged = (pattern: RegExp) => expect.poll(() => server.log(), { timeout: 10_000 }).toMatch(pattern)

describe('the request log with LOG_REQUESTS=1', () => {
  it('never writes a secret of a link, except the reset and invitation hand-overs to the organiser', async () => {
    const secrets: string[] = []
    const visit = async (target: string, status: number, init: Parameters<typeof send>[2] = {}) => {
      const answer = await send(server, target, init)
      expect(answer.status, target).toBe(status)
      return answer
    }

    // A family's private link, its page data and its withdraw question; a guessed one.
    const { answer } = await submitProject(server, await projectForm())
    const privateLink = new URL(answer.json<{ privateLink: string }>().privateLink)
    const token = privateLink.pathname.split('/').pop()!
    secrets.push(token)
    const page = await visit(privateLink.pathname, 200)
    await visit(`${privateLink.pathname}.data`, 200)
    await visit(`${privateLink.pathname}?confirm=withdraw`, 200)
    const guessed = crypto.randomBytes(32).toString('base64url')
    secrets.push(guessed)
    await visit(`/my-project/${guessed}`, 404)
    // A URL the server cannot decode: answered 400, and the request line still redacted.
    await visit(`/my-project/${token}%E0%A4%A`, 400)

    // The private files' keys the page hands out.
    const fileAddresses = [...page.text.matchAll(/\/api\/files\/[\w.-]+\?key=([\w-]{22})/g)]
    expect(fileAddresses.length).toBeGreaterThan(0)
    for (const [address, key] of fileAddresses) {
      secrets.push(key!)
      await visit(address.replaceAll('&amp;', '&'), 200)
    }

    // A judge's reset link, asked for and opened.
    const judge = await judgeSession(server, { from: '127.0.40.1' })
    await visit('/api/judges/forgot-password', 200, { body: { email: judge.email }, from: '127.0.40.1' })
    const reset = await linkFor(judge.email)
    secrets.push(reset.searchParams.get('token')!)
    await visit(reset.pathname + reset.search, 200)
    await visit(`/judge-reset-password.data${reset.search}`, 200)

    // An invitation for a judge the organiser adds, opened.
    const invited = `invited-${crypto.randomBytes(3).toString('hex')}@example.org`
    await visit('/api/judges', 201, {
      body: { name: 'Ivy Invited', email: invited, expertise: 'Botany' },
      headers: { cookie: await adminCookie(server) },
    })
    const invitation = await linkFor(invited)
    secrets.push(invitation.searchParams.get('token')!)
    await visit(invitation.pathname + invitation.search, 200)

    // A People's Choice ballot (not built yet: the address is already kept out of the log).
    const ballot = crypto.randomBytes(16).toString('base64url')
    secrets.push(ballot)
    await visit(`/vote/${ballot}`, 404)

    // Every link spelt as the router still reads it, or as a hand-made request sends it: the log must
    // not write its secret either. The private link's answers say the router found the project.
    await visit(`/my-project/./${token}`, 200)
    await visit(`/MY-PROJECT/x/../${token}`, 200)
    await visit(`/my-project//${token}`, 404)
    await visit(`/vote//${ballot}`, 404)
    await visit(`/vote/%2e/${ballot}`, 404)
    await visit(`/vote/.%2e/${ballot}`, 404)
    const code = 'AB3DE-FG4HJ'
    secrets.push(code)
    await visit(`/vote/?code=${code}`, 200)
    await visit(`/vote#code=${code}`, 200)
    await visit(`/judge-reset-password#token=${reset.searchParams.get('token')}`, 200)

    await logged(/GET \/judge-reset-password#token=<redacted> 200/)
    const log = server.log().split('\n')
    // The request log ran, and wrote each kind redacted.
    for (const line of [
      /GET \/my-project\/<redacted> 200/,
      /GET \/my-project\/<redacted>\.data 200/,
      /GET \/my-project\/<redacted> 404/,
      /GET \/api\/files\/[\w.-]+\?key=<redacted> 200/,
      /GET \/judge-reset-password\?token=<redacted> 200/,
    ]) {
      expect(
        log.some((l) => line.test(l)),
        String(line),
      ).toBe(true)
    }
    // The address the router could not decode: its line too, and no error log quoting it.
    expect(log.some((l) => /GET \/my-project\/<redacted>\S* 400/.test(l))).toBe(true)
    expect(log.some((l) => l.includes('URIError'))).toBe(false)
    // The reset link was made after its answer was sent (and logged): a judge's e-mail is answered as fast
    // as an unknown one.
    const answered = log.findIndex((l) => /POST \/api\/judges\/forgot-password 200/.test(l))
    expect(answered).toBeGreaterThan(-1)
    expect(log.findIndex((l) => l.startsWith(`[password reset] Link for ${judge.email} `))).toBeGreaterThan(
      answered,
    )
    // No secret anywhere, but in the two deliberate hand-overs.
    const leaks = log.filter((l) => secrets.some((secret) => l.includes(secret)) && !handOver.test(l))
    expect(leaks).toEqual([])
    expect(log.filter((l) => handOver.test(l))).toHaveLength(2)
  }, 60_000)
})
