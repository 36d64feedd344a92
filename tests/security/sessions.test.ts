import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import {
  createDatabaseSessionStorage,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_SECONDS,
} from '../../app/infra/cookies/session.server'
import { createTestDb } from '../setup/test-db'

let t: ReturnType<typeof createTestDb>
let clock: number
beforeEach(() => {
  t = createTestDb()
  // Remix dates the row's expiry with the real clock at sign-in: start there.
  clock = Date.now()
})
afterEach(() => t.close())

const storage = () => createDatabaseSessionStorage(t.db, 'test-secret-0123456789abcdef', () => clock)

async function signIn() {
  const store = storage()
  const session = await store.getSession()
  session.set('judgeId', 1)
  return (await store.commitSession(session)).split(';')[0]!
}
const judgeIdFor = async (cookie: string) => (await storage().getSession(cookie)).get('judgeId')

describe('session lifetime', () => {
  it('keeps a session in use through a long judging day', async () => {
    const cookie = await signIn()
    for (let hour = 0; hour < 10; hour++) {
      clock += 60 * 60 * 1000
      expect(await judgeIdFor(cookie)).toBe(1)
    }
  })

  it('ends a session left unused for more than 12 hours, and deletes its row', async () => {
    const cookie = await signIn()
    clock += SESSION_IDLE_MS + 1
    expect(await judgeIdFor(cookie)).toBeUndefined()
    expect(t.db.select().from(sessions).all()).toEqual([])
  })

  it('ends every session 7 days after sign-in, however busy', async () => {
    const cookie = await signIn()
    const end = clock + SESSION_MAX_AGE_SECONDS * 1000
    while (clock + 6 * 60 * 60 * 1000 < end) {
      clock += 6 * 60 * 60 * 1000
      expect(await judgeIdFor(cookie)).toBe(1)
    }
    clock = end + 1000
    expect(await judgeIdFor(cookie)).toBeUndefined()
  })

  it('never accepts a forged or unsigned cookie', async () => {
    await signIn()
    const [row] = t.db.select().from(sessions).all()
    expect(await judgeIdFor(`sc_session=${encodeURIComponent(JSON.stringify(row!.sid))}`)).toBeUndefined()
  })
})
