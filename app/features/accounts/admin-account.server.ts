import bcrypt from 'bcryptjs'
import { and, asc, eq, sql } from 'drizzle-orm'
import { adminSettings, sessions } from '../../../db/schema'
import type { DB } from '../../../db/connection'
import { adminMessages } from '~/features/admin/dashboard-forms'

// The password's first hash is made as the database opens (db/admin-password.ts); the rounds are the same
// for every password hash of the app.
import { BCRYPT_ROUNDS } from '../../../db/admin-password'

export { BCRYPT_ROUNDS }
export { ensureAdminPassword } from '../../../db/admin-password'

function currentAdminHash(db: DB) {
  return db
    .select({ id: adminSettings.id, passwordHash: adminSettings.passwordHash })
    .from(adminSettings)
    .orderBy(asc(adminSettings.id))
    .limit(1)
    .get()
}

/** Whether this is the admin password. Async so a 12-round bcrypt does not hold up other requests. */
export async function verifyAdminPassword(db: DB, password: string): Promise<boolean> {
  const row = currentAdminHash(db)
  if (!row) return false
  return bcrypt.compare(password, row.passwordHash)
}

/** A refusal's message is a catalogue key (app/i18n/en/admin.ts): its caller writes it in the visitor's language. */
type PasswordChangeOutcome = { ok: true } | { ok: false; message: string }

/**
 * Changes the shared admin password and signs every admin browser out: whoever
 * knew the old password loses access. The caller signs the current browser in again.
 */
export async function changeAdminPassword(
  db: DB,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeOutcome> {
  const row = currentAdminHash(db)
  if (!row || !(await bcrypt.compare(currentPassword, row.passwordHash))) {
    return { ok: false, message: adminMessages.currentWrong }
  }
  // The route validates too; checked here as well because a weak shared password is the whole door.
  if (newPassword.length < 6) return { ok: false, message: adminMessages.newPasswordShort }
  const passwordHash = await bcrypt.hash(newPassword, BCRYPT_ROUNDS)
  return db.transaction((tx): PasswordChangeOutcome => {
    // Only if the hash is still the one checked above: of two changes racing
    // with the same old password, the second finds it gone and is refused.
    const updated = tx
      .update(adminSettings)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(adminSettings.id, row.id), eq(adminSettings.passwordHash, row.passwordHash)))
      .returning({ id: adminSettings.id })
      .all()
    if (updated.length === 0) return { ok: false, message: adminMessages.currentWrong }
    revokeAdminSessions(tx)
    return { ok: true }
  })
}

/** Deletes every session signed in as the admin. */
export function revokeAdminSessions(db: Pick<DB, 'delete'>): void {
  db.delete(sessions)
    .where(eq(sql`json_extract(${sessions.sess}, '$.isAdmin')`, 1))
    .run()
}
