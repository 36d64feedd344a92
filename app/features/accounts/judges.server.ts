import bcrypt from 'bcryptjs'
import { eq, isNotNull, sql } from 'drizzle-orm'
import { syncAssignments } from '~/features/judging/assignment.server'
import type { DB } from '../../../db/connection'
import { judges, sessions } from '../../../db/schema'
import { emailKey } from '../../../db/email-key'

export const JUDGE_BCRYPT_ROUNDS = 10

/** What a judge may see of their own account: never the password hash. */
const judgeColumns = {
  id: judges.id,
  name: judges.name,
  email: judges.email,
  expertise: judges.expertise,
  isActive: judges.isActive,
  // A self-registered judge waits for the organiser; approval and activity are separate.
  isApproved: sql<boolean>`${judges.approvedAt} IS NOT NULL`.mapWith(Boolean),
  createdAt: judges.createdAt,
}

export type JudgeAccount = {
  id: number
  name: string
  email: string
  expertise: string | null
  isActive: boolean
  isApproved: boolean
  createdAt: Date
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('A judge with this email address already exists')
  }
}

/**
 * Both e-mail columns of a judge, set together by every writer: the address as the judge's forms store it
 * (trimmed, lower-cased, NFC) and the key that log-ins, look-ups and the unique index compare.
 */
export function judgeEmailColumns(email: string) {
  const stored = email.trim().toLowerCase().normalize('NFC')
  return { email: stored, emailKey: emailKey(stored) }
}

/**
 * `isApproved` has no default on purpose: a judge who registers themselves waits for the organiser
 * (docs/rules.md#accounts-and-sessions), a judge the organiser adds is approved at once, and every caller
 * says which it is.
 */
export async function createJudge(
  db: DB,
  input: {
    name: string
    email: string
    expertise?: string | null
    password: string
    isActive?: boolean
    isApproved: boolean
  },
): Promise<JudgeAccount> {
  const password = await bcrypt.hash(input.password, JUDGE_BCRYPT_ROUNDS)
  try {
    return db.transaction((tx) => {
      const judge = tx
        .insert(judges)
        .values({
          name: input.name.trim(),
          ...judgeEmailColumns(input.email),
          expertise: input.expertise?.trim() || null,
          password,
          isActive: input.isActive ?? true,
          approvedAt: input.isApproved ? new Date() : null,
        })
        .returning(judgeColumns)
        .get()
      // A judge the organiser adds starts with their share of the projects.
      if (judge.isActive && judge.isApproved) syncAssignments(db)
      return judge
    })
  } catch (error) {
    if (String((error as Error & { cause?: Error }).cause ?? error).includes('UNIQUE constraint failed')) {
      throw new DuplicateEmailError()
    }
    throw error
  }
}

// Read on every signed-in judge's request: prepared once per connection, where Drizzle would build and
// prepare the SQL each time.
const judgeById = (db: DB) =>
  db
    .select(judgeColumns)
    .from(judges)
    .where(eq(judges.id, sql.placeholder('id')))
    .prepare()
const preparedJudgeById = new WeakMap<DB, ReturnType<typeof judgeById>>()

export function getJudge(db: DB, id: number): JudgeAccount | undefined {
  let query = preparedJudgeById.get(db)
  if (!query) preparedJudgeById.set(db, (query = judgeById(db)))
  return query.get({ id })
}

export function findJudgeByEmail(db: DB, email: string): JudgeAccount | undefined {
  return db
    .select(judgeColumns)
    .from(judges)
    .where(eq(judges.emailKey, emailKey(email)))
    .get()
}

// Compared against when the e-mail is unknown, so both answers take as long.
const dummyHash = bcrypt.hashSync('not-a-real-password', JUDGE_BCRYPT_ROUNDS)

/** The judge, if the e-mail and password match; the same work is done either way. */
export async function verifyJudgeLogin(
  db: DB,
  email: string,
  password: string,
): Promise<JudgeAccount | null> {
  const row = db
    .select({ ...judgeColumns, hash: judges.password })
    .from(judges)
    .where(eq(judges.emailKey, emailKey(email)))
    .get()
  const matches = await bcrypt.compare(password, row?.hash ?? dummyHash)
  if (!row || !matches) return null
  const { hash: _hash, ...judge } = row
  return judge
}

/** A new password also signs the judge out everywhere: whoever knew the old one loses access. */
export async function setJudgePassword(db: DB, judgeId: number, password: string) {
  const hash = await bcrypt.hash(password, JUDGE_BCRYPT_ROUNDS)
  db.transaction((tx) => {
    tx.update(judges).set({ password: hash }).where(eq(judges.id, judgeId)).run()
    revokeJudgeSessions(tx, judgeId)
  })
}

/** Deletes every session signed in as this judge. */
export function revokeJudgeSessions(db: Pick<DB, 'delete'>, judgeId: number) {
  db.delete(sessions)
    .where(eq(sql`json_extract(${sessions.sess}, '$.judgeId')`, judgeId))
    .run()
}

/** Deletes every judge's session (a new challenge): the organiser's stays. */
export function revokeAllJudgeSessions(db: Pick<DB, 'delete'>) {
  db.delete(sessions)
    .where(isNotNull(sql`json_extract(${sessions.sess}, '$.judgeId')`))
    .run()
}

export function updateJudgeName(db: DB, judgeId: number, name: string): JudgeAccount | undefined {
  return db
    .update(judges)
    .set({ name: name.trim() })
    .where(eq(judges.id, judgeId))
    .returning(judgeColumns)
    .get()
}
