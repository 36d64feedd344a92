import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie, residentBytes } from '../security/helpers'

// The Event tab's archive is streamed, never held in memory: a download far larger than the server's memory
// budget, read by a slow browser, keeps the server's resident memory within a small bound. The uploads are
// sparse files (no disk used), stored in the zip as they are.
const FILES = 6
const FILE_BYTES = 64 * 1024 * 1024
let server: BuiltServer

beforeAll(async () => {
  server = await startBuiltServer()
  const uploads = path.join(server.dataDir, 'uploads')
  const { id } = server.query<{ id: number }>(
    "INSERT INTO projects (name, description, submission_type, author_name) VALUES ('Big', 'Big files', 'photo', 'Sam') RETURNING id",
  )[0]!
  for (let i = 0; i < FILES; i++) {
    const name = `${crypto.randomBytes(16).toString('hex')}.pdf`
    fs.writeFileSync(path.join(uploads, name), '')
    fs.truncateSync(path.join(uploads, name), FILE_BYTES)
    server.query(
      "INSERT INTO stored_files (name, project_id, role, content_type, size) VALUES (?, ?, 'file', 'application/pdf', ?) RETURNING name",
      name,
      id,
      FILE_BYTES,
    )
  }
}, 60_000)
afterAll(() => server?.stop())

it('streams a large archive to a slow reader with bounded memory', async () => {
  const cookie = await adminCookie(server)
  const pid = server.child.pid!
  const baseline = residentBytes(pid)
  let peak = baseline
  let received = 0
  const status = await new Promise<number | undefined>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/admin/event/archive',
          headers: { cookie },
          agent: false,
        },
        (response) => {
          let sinceBreak = 0
          response.on('data', (chunk: Buffer) => {
            received += chunk.length
            sinceBreak += chunk.length
            // A slow phone: a short break every 4 MB, while the server could go on reading its disk.
            if (sinceBreak >= 4 * 1024 * 1024) {
              sinceBreak = 0
              peak = Math.max(peak, residentBytes(pid))
              response.pause()
              setTimeout(() => response.resume(), 25)
            }
          })
          response.on('end', () => resolve(response.statusCode))
          response.on('error', reject)
        },
      )
      .on('error', reject)
  })
  expect(status).toBe(200)
  expect(received).toBeGreaterThan(FILES * FILE_BYTES)
  // Held in memory, the archive would add its whole size (384 MB) to the server's.
  expect(peak - baseline).toBeLessThan(96 * 1024 * 1024)
  // The snapshot of the database is gone once the download ends.
  expect(fs.readdirSync(path.join(server.dataDir, 'tmp'))).toEqual([])
}, 120_000)
