import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { send, startBuiltServer, type BuiltServer } from '../setup/built-server'
import { adminCookie } from './helpers'

// A download held open by a visitor who does not read it waits for them (app/infra/file-responses.server.ts)
// without holding up anyone else: pages still answer at once, whatever the download's path is spelt like.
// The file is sparse: no disk is used.
let server: BuiltServer
let admin: string
let fileName: string

beforeAll(async () => {
  server = await startBuiltServer()
  admin = await adminCookie(server)
  const { id } = server.query<{ id: number }>(
    "INSERT INTO projects (name, description, submission_type, author_name) VALUES ('Big', 'Big file', 'pdf', 'Sam') RETURNING id",
  )[0]!
  fileName = `${crypto.randomBytes(16).toString('hex')}.pdf`
  const file = path.join(server.dataDir, 'uploads', fileName)
  fs.writeFileSync(file, '')
  fs.truncateSync(file, 256 * 1024 * 1024)
  server.query(
    "INSERT INTO stored_files (name, project_id, role, content_type, size) VALUES (?, ?, 'file', 'application/pdf', ?) RETURNING name",
    fileName,
    id,
    256 * 1024 * 1024,
  )
}, 60_000)
afterAll(() => server?.stop())

/** Asks for `target` and never reads past the first bytes of the answer; resolves once it has started. */
function holdOpen(target: string) {
  return new Promise<{ socket: net.Socket; head: string }>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port }, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${server.port}\r\nCookie: ${admin}\r\n\r\n`)
    })
    socket.once('data', (data: Buffer) => {
      socket.pause()
      resolve({ socket, head: data.toString('latin1', 0, 200) })
    })
    socket.once('error', reject)
  })
}

it('answers pages at once while a download is held open by a visitor who does not read it', async () => {
  for (const download of ['/Admin/./Event/Archive', `/API/./files/${fileName}`]) {
    const held = await holdOpen(download)
    try {
      expect(held.head, download).toMatch(/^HTTP\/1\.1 200/)
      for (let i = 0; i < 3; i++) {
        const started = performance.now()
        const page = await send(server, '/admin?tab=judges', { headers: { cookie: admin }, timeoutMs: 5000 })
        expect(page.status, download).toBe(200)
        expect(performance.now() - started, download).toBeLessThan(1000)
      }
    } finally {
      held.socket.destroy()
    }
  }
}, 60_000)
