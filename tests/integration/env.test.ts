import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readEnv, sessionSecret } from '../../app/infra/env.server'

const dirs: string[] = []
function tempDir() {
  fs.mkdirSync('tests/.tmp', { recursive: true })
  const dir = fs.mkdtempSync(path.join('tests/.tmp', 'env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('readEnv', () => {
  it('defaults DATA_DIR to ./data as an absolute path and treats empty values as unset', () => {
    const env = readEnv({ ADMIN_PASSWORD: '', SESSION_SECRET: '' })
    expect(env.DATA_DIR).toBe(path.resolve('data'))
    expect(env.ADMIN_PASSWORD).toBeUndefined()
    expect(env.TRUST_PROXY).toBe(false)
  })

  it('reads TRUST_PROXY=1 as on', () => {
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true)
  })

  it('refuses to start with a short admin password or secret, naming the variable', () => {
    expect(() => readEnv({ ADMIN_PASSWORD: '12345' })).toThrow(/ADMIN_PASSWORD/)
    expect(() => readEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/)
    expect(() => readEnv({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/)
  })

  it('reads EVENT_TIME_ZONE as the zone’s own spelling, defaulting to the server’s zone', () => {
    expect(readEnv({ EVENT_TIME_ZONE: 'america/los_angeles' }).EVENT_TIME_ZONE).toBe('America/Los_Angeles')
    expect(readEnv({}).EVENT_TIME_ZONE).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('refuses to start with an unknown time zone, naming the variable and an example', () => {
    expect(() => readEnv({ EVENT_TIME_ZONE: 'Pacific Time' })).toThrow(
      'EVENT_TIME_ZONE: "Pacific Time" is not a time zone name. Use one such as Europe/London or America/Los_Angeles.',
    )
  })
})

describe('sessionSecret', () => {
  it('uses SESSION_SECRET when it is set, without writing a file', () => {
    const dir = tempDir()
    expect(sessionSecret({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32))
    expect(fs.readdirSync(dir)).toEqual([])
  })

  it('generates one secret, keeps it private in the data folder and reuses it', () => {
    const dir = path.join(tempDir(), 'fresh')
    const first = sessionSecret({ DATA_DIR: dir })
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dir, 'session-secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(sessionSecret({ DATA_DIR: dir })).toBe(first)
  })
})
