import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startBuiltServer, type BuiltServer } from '../setup/built-server'
import { trickleSubmission } from '../setup/trickle'

// A request body is bounded by its silence, not by how long it takes (server/body-limits.js,
// docs/decisions/0030): a body that stops arriving is dropped after the idle timeout, one that keeps
// moving is read to its end however long that is. The idle timeout is 2 s here instead of 60 s;
// tests/slow/slow-upload.test.ts sends a 30 MB submission over six minutes with the real settings.
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer({ env: { BODY_IDLE_TIMEOUT_MS: '2000' } })
}, 60_000)
afterAll(() => server?.stop())

const projects = () => server.query('SELECT id FROM projects').length
const staged = () => fs.readdirSync(path.join(server.dataDir, 'tmp'))

it('drops a submission whose body stops arriving, after the idle timeout, and keeps nothing of it', async () => {
  const before = projects()
  const upload = await trickleSubmission(server.port, {
    files: 1,
    fileBytes: 1024 * 1024,
    bytesPerSecond: 256 * 1024,
  })
  await expect.poll(upload.sent, { timeout: 5000 }).toBeGreaterThan(200 * 1024)
  upload.stall()
  const stalled = performance.now()
  await expect(upload.answer).rejects.toThrow()
  const silence = performance.now() - stalled
  expect(silence).toBeGreaterThan(1500)
  expect(silence).toBeLessThan(6000)
  expect(server.log()).toContain('no part of its body arrived for 2 s; the request was dropped')
  expect(projects()).toBe(before)
  await expect.poll(staged, { timeout: 5000 }).toEqual([])
}, 30_000)

it('accepts a submission that keeps moving, three times as long as the idle timeout', async () => {
  const started = performance.now()
  // A piece every second, each within the 2 s of silence allowed: about 7 s for 17 KB.
  const upload = await trickleSubmission(server.port, {
    files: 1,
    fileBytes: 16 * 1024,
    bytesPerSecond: 2560,
    everyMs: 1000,
  })
  const answer = await upload.answer
  expect(answer.status, answer.text).toBe(201)
  expect(performance.now() - started).toBeGreaterThan(6000)
}, 30_000)
