import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeBallots, printBatch, type PrintedBallot } from '../../app/features/showcase/ballots.server'
import { setVotingOpen } from '../../app/features/showcase/voting-state.server'
import { action } from '../../app/routes/vote._index'
import { db } from '../../app/infra/db.server'
import { isDataWithInit } from '../setup/route-answer'
import * as real from '../../app/infra/rate-limit.server'

// Typed ballot codes and their limit (docs/decisions/0032), through the /vote route's action, on this
// file's own database; the limits are the app's own, made anew for every story. The counts are made small here; the slow pace gives one turn a
// minute, so that a second code sent to it within the longest wait (30 s) is told to come back: that is how
// a test sees which codes were checked at once and which waited.

vi.hoisted(() => {
  process.env.RATE_LIMITS = JSON.stringify({
    'ballot-code-device': { max: 3 },
    'ballot-code': { max: 6 },
    'ballot-code-site': { max: 10 },
    'ballot-code-slow': { max: 1, windowMs: 60_000 },
  })
})

let ballots: PrintedBallot[]

// The app's limits (app/infra/rate-limit.server.ts) count in the process's memory: each story gets fresh
// ones, with no count and an idle pace, and the names of the limits they counted.
const limits = vi.hoisted(() => ({
  current: undefined as
    undefined | ReturnType<typeof import('../../app/infra/rate-limit.server').createRateLimits>,
  counted: [] as string[],
}))
vi.mock('../../app/infra/rate-limit.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../app/infra/rate-limit.server')>()
  const rateLimits: typeof real.rateLimits = {
    hit: (name, key) => (limits.counted.push(name), limits.current!.hit(name, key)),
    peek: (name, key) => limits.current!.peek(name, key),
    refund: (name, key) => limits.current!.refund(name, key),
    pace: (name, key, maxWaitMs) => (limits.counted.push(name), limits.current!.pace(name, key, maxWaitMs)),
  }
  return { ...real, rateLimits }
})

beforeAll(() => {
  ballots = printBatch(db, makeBallots(db, 4))
})
beforeEach(() => {
  setVotingOpen(db, true)
  limits.current = real.createRateLimits({ limits: real.parseLimitOverrides(process.env.RATE_LIMITS) })
  limits.counted = []
})
afterAll(() => db.$client.close())

type Typed = { status: number; message: string | null; cookie: string; location: string | null }

/** Types `code` at /vote from `from`, with a browser's cookie or none; what the page answered. */
async function type(code: string, from: string, cookie?: string): Promise<Typed> {
  const request = new Request('http://localhost/vote', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({ code }),
  })
  const answer = await action({ request, params: {}, context: { clientAddress: from } })
  const init = answer instanceof Response ? answer : isDataWithInit(answer) ? answer.init : null
  const headers = new Headers(init?.headers)
  return {
    status: init?.status ?? 200,
    message: isDataWithInit(answer) ? (answer.data as { message: string }).message : null,
    cookie: (headers.get('set-cookie') ?? '').split(';')[0]!,
    location: headers.get('location'),
  }
}

const wrong = (i: number) => `WRONG${String(i).padStart(5, '2')}`
const statuses = (answers: Typed[]) => answers.map((answer) => answer.status)

async function many(count: number, from: string, cookie?: string) {
  const answers: Typed[] = []
  for (let i = 0; i < count; i++) answers.push(await type(wrong(i), from, cookie))
  return answers
}

describe('a typed code', () => {
  it('past its browser’s count waits for a turn of the slow pace; a browser beside it is answered at once', async () => {
    const from = '10.0.1.1'
    const first = await type(wrong(0), from)
    const browser = first.cookie
    expect(browser).toMatch(/^sc_voter=/)
    const answers = [first, ...(await many(3, from, browser))]
    // Three wrong codes at once, the fourth checked on the pace's free turn, then the queue is a minute long.
    expect(statuses(answers)).toEqual([400, 400, 400, 400])
    const busy = await type(ballots[0]!.code, from, browser)
    expect(busy.status).toBe(429)
    expect(busy.message).toMatch(/^Many codes are being typed right now\. Please try again in \d+ seconds/)
    expect(busy.message).toContain('scan the QR code on your ballot')
    // The same address, another browser: its own count is untouched, and its right code opens at once.
    const family = await type(ballots[0]!.code, from)
    expect(family).toMatchObject({ status: 303, location: `/vote/${ballots[0]!.token}` })
  })

  it('opens its ballot even after a guesser used up its address, once its turn comes', async () => {
    const from = '10.0.2.1'
    // Six wrong codes from browsers that drop their cookie: the address's count is spent.
    expect(statuses(await many(6, from))).toEqual(Array(6).fill(400))
    // A family beside them: its code waits for the pace's turn (free now), and opens the ballot.
    const family = await type(ballots[1]!.code, from)
    expect(family).toMatchObject({ status: 303, location: `/vote/${ballots[1]!.token}` })
  })

  it('gets nothing from a cookie that opened a ballot before: it waits with its address', async () => {
    const from = '10.0.3.1'
    const opened = await type(ballots[2]!.code, from)
    expect(opened.status).toBe(303)
    expect(statuses(await many(6, from))).toEqual(Array(6).fill(400))
    // The browser that voted, guessing now: past its address's count like any other, it takes the one
    // turn of the pace, and the next code waits a minute.
    expect((await type(wrong(7), from, opened.cookie)).status).toBe(400)
    expect((await type(wrong(8), from, opened.cookie)).status).toBe(429)
  })

  it('from one address cannot use up the site’s count: other addresses are still answered at once', async () => {
    // One address: its 6 wrong codes counted on the site, then the pace's turn, then refused turns.
    const guesser = [...(await many(7, '10.0.4.1')), await type(wrong(9), '10.0.4.1')]
    expect(statuses(guesser)).toEqual([...Array(7).fill(400), 429])
    // The site has 4 wrong codes left (10 − 6), answered at once while the pace is a minute long. A right
    // code takes its place only while it is checked: it gives it back.
    expect((await type(ballots[3]!.code, '10.0.4.2')).status).toBe(303)
    const others = await Promise.all(
      ['10.0.4.3', '10.0.4.4', '10.0.4.5', '10.0.4.6'].map((a) => type(wrong(1), a)),
    )
    expect(statuses(others)).toEqual([400, 400, 400, 400])
    // Now the site's count is spent: a fresh address waits for the pace too.
    expect((await type(wrong(2), '10.0.4.7')).status).toBe(429)
  })

  it('is not checked while voting is closed, and nothing is counted', async () => {
    setVotingOpen(db, false)
    const closed = await type(ballots[0]!.code, '10.0.0.1')
    expect(closed).toMatchObject({ status: 403, message: 'Voting is closed', location: null })
    expect(limits.counted).toEqual([])
  })
})
