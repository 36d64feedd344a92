import crypto from 'node:crypto'
import { createSessionStorage, type Session } from '@remix-run/node'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { DB } from '../../../db/connection'
import { sessions } from '../../../db/schema'
import { db } from '~/infra/db.server'
import { sessionSecret } from '~/infra/env.server'
import { isSecureRequest } from '~/infra/request.server'

/** Absolute lifetime: a session ends 7 days after sign-in, however busy. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7
/** Idle lifetime: unused for 12 hours (a judging day with breaks fits), it ends. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
// Last use is written at most this often, so reading a session rarely writes.
const TOUCH_EVERY_MS = 5 * 60 * 1000

type SessionData = { judgeId?: number; isAdmin?: boolean; lastSeen?: number }

/**
 * Sessions live in SQLite; the cookie holds only the signed id, so it carries nothing to read and a session
 * ends on the server (docs/rules.md#accounts-and-sessions).
 * Expired rows are never read and are purged whenever a session is created.
 */
export function createDatabaseSessionStorage(database: DB, secret: string, now: () => number = Date.now) {
  // Read on every signed-in request: prepared once, where Drizzle would build and prepare the SQL each time.
  const readSession = database
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .prepare()
  return createSessionStorage<SessionData>({
    cookie: {
      name: 'sc_session',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secrets: [secret],
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
    async createData(data, expires) {
      database
        .delete(sessions)
        .where(lt(sessions.expire, new Date(now())))
        .run()
      const sid = crypto.randomBytes(24).toString('base64url')
      database
        .insert(sessions)
        .values({ sid, sess: { ...data, lastSeen: now() }, expire: expires ?? defaultExpiry(now) })
        .run()
      return sid
    },
    async readData(sid) {
      // A placeholder is bound as it is: the column's milliseconds, not a Date.
      const row = readSession.get({ sid, now: now() })
      if (!row) return null
      const data = row.sess as SessionData
      const idleFor = now() - (data.lastSeen ?? 0)
      if (idleFor > SESSION_IDLE_MS) {
        database.delete(sessions).where(eq(sessions.sid, sid)).run()
        return null
      }
      if (idleFor > TOUCH_EVERY_MS) {
        const touched = { ...data, lastSeen: now() }
        database.update(sessions).set({ sess: touched }).where(eq(sessions.sid, sid)).run()
        return touched
      }
      return data
    },
    async updateData(sid, data, expires) {
      database
        .insert(sessions)
        .values({ sid, sess: data, expire: expires ?? defaultExpiry(now) })
        .onConflictDoUpdate({
          target: sessions.sid,
          set: { sess: data, expire: expires ?? defaultExpiry(now) },
        })
        .run()
    },
    async deleteData(sid) {
      database.delete(sessions).where(eq(sessions.sid, sid)).run()
    },
  })
}

const defaultExpiry = (now: () => number) => new Date(now() + SESSION_MAX_AGE_SECONDS * 1000)

const storage = createDatabaseSessionStorage(db, sessionSecret())

export function getSession(request: Request) {
  return storage.getSession(request.headers.get('cookie'))
}

export function commitSession(session: Session<SessionData>, request: Request) {
  return storage.commitSession(session, { secure: isSecureRequest(request) })
}

/**
 * The one way out, for the admin and judges alike (they share the session cookie): the session's row is
 * deleted and the Set-Cookie header returned clears the cookie.
 */
export async function endSession(request: Request) {
  return storage.destroySession(await getSession(request), { secure: isSecureRequest(request) })
}

/**
 * A judge's sign-out: the session ended and its cookie cleared, and the browser asked to drop what it
 * cached for this site (`Clear-Site-Data: "cache"`; the judges' service worker deletes its own copies,
 * docs/decisions/0014). Never "storage": evaluations not yet sent wait in the tablet's IndexedDB.
 */
export async function judgeLogoutHeaders(request: Request) {
  return { 'Set-Cookie': await endSession(request), 'Clear-Site-Data': '"cache"' }
}

/**
 * Signs in with a brand-new session id (the old row is deleted), so an id
 * seen before sign-in is worth nothing after it.
 */
export async function startSession(request: Request, data: SessionData) {
  const previous = await getSession(request)
  if (previous.id) await storage.destroySession(previous)
  const session = await storage.getSession()
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value)
  return commitSession(session, request)
}
