import bcrypt from 'bcryptjs'
import { describe, expect, it } from 'vitest'
import { adminSettings } from '../../db/schema'
import { ensureAdminPassword } from '../../app/features/accounts/admin-account.server'
import { testDbPerTest } from '../setup/test-db'

const t = testDbPerTest()

const storedHash = () => t.db.select().from(adminSettings).all()

describe('admin password bootstrap', () => {
  it('hashes ADMIN_PASSWORD on first start and shows nothing', () => {
    expect(ensureAdminPassword(t.db, 'club-secret-1')).toEqual({})
    const rows = storedHash()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.passwordHash).not.toContain('club-secret-1')
    expect(bcrypt.compareSync('club-secret-1', rows[0]!.passwordHash)).toBe(true)
  })

  it('generates a strong password when none is set, and stores only its hash', () => {
    const { generatedPassword } = ensureAdminPassword(t.db)
    expect(generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(bcrypt.compareSync(generatedPassword!, storedHash()[0]!.passwordHash)).toBe(true)
  })

  it('never replaces an existing hash on later starts', () => {
    ensureAdminPassword(t.db, 'first-password')
    const before = storedHash()[0]!.passwordHash
    expect(ensureAdminPassword(t.db, 'second-password')).toEqual({})
    expect(ensureAdminPassword(t.db)).toEqual({})
    expect(storedHash()).toHaveLength(1)
    expect(storedHash()[0]!.passwordHash).toBe(before)
  })
})
