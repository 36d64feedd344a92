import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { adminSettings } from './schema'
import type * as schema from './schema'

/** The cost of every password hash the app stores (the admin's and the judges'). */
export const BCRYPT_ROUNDS = 12

/**
 * Makes sure an admin password hash exists, as the database opens (app/infra/db.server.ts): like a seed, it
 * adds the one row once. On first start it is made from ADMIN_PASSWORD, or from a generated password that
 * the caller shows once. An existing hash is never replaced: the password is changed in the app.
 */
export function ensureAdminPassword(
  db: BetterSQLite3Database<typeof schema>,
  password?: string,
): { generatedPassword?: string } {
  const existing = db.select({ id: adminSettings.id }).from(adminSettings).limit(1).get()
  if (existing) return {}
  const generatedPassword = password ? undefined : generatePassword()
  const passwordHash = bcrypt.hashSync(password ?? generatedPassword!, BCRYPT_ROUNDS)
  db.insert(adminSettings).values({ passwordHash }).run()
  return { generatedPassword }
}

function generatePassword() {
  // 15 bytes → 20 URL-safe characters, easy to copy from a terminal.
  return crypto.randomBytes(15).toString('base64url')
}
