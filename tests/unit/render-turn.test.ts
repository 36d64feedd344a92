import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { isDownload, renderTurns } from '../../server/render-turn.js'

// The render turn (server/render-turn.js) is for rendering, never for the network. Here the handler writes
// its answer the way Remix's patched writer does (waiting for the socket to drain), and a visitor who never
// reads holds it: the next page must not wait for them. The download rule itself is checked against the
// built server in tests/security/render-turn.test.ts.

const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

/** A server whose /big answer is 64 MB, written with backpressure, and whose other pages are short. */
async function serverInTurns() {
  const { inTurns } = renderTurns()
  const handler = inTurns(
    async (req: http.IncomingMessage & { originalUrl?: string }, res: http.ServerResponse) => {
      if (!req.url?.startsWith('/big')) return void res.end('page')
      const chunk = Buffer.alloc(1024 * 1024, 0x61)
      for (let i = 0; i < 64 && !res.destroyed; i++) {
        if (!res.write(chunk))
          await new Promise((resolve) => res.once('drain', resolve).once('close', resolve))
      }
      res.end()
    },
  )
  const server = http.createServer((req, res) => {
    ;(req as { originalUrl?: string }).originalUrl = req.url
    handler(req, res, () => {})
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

/** Asks for `path` on a connection that never reads its answer; resolves once the answer has started. */
function neverRead(port: number, path: string) {
  return new Promise<net.Socket>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`)
      socket.once('data', () => {
        socket.pause()
        resolve(socket)
      })
    })
  })
}

async function timedGet(port: number, path: string) {
  const started = performance.now()
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) })
  await answer.text()
  return performance.now() - started
}

describe('the render turn', () => {
  it('ends as a page’s answer starts out: a visitor who never reads it holds up no other page', async () => {
    const port = await serverInTurns()
    const slow = await neverRead(port, '/big-page')
    try {
      for (let i = 0; i < 5; i++) expect(await timedGet(port, '/page')).toBeLessThan(500)
    } finally {
      slow.destroy()
    }
  })

  it('is never taken by a download, however its path is spelt', () => {
    for (const path of [
      '/api/files/a1b2.png?key=x',
      '/API/files/a1b2.png',
      '/admin/event/archive',
      '/Admin/./Event/Archive',
      '/admin/x/../event/archive',
      '/admin//results.csv',
      '/admin/results.csv.data',
      '/ADMIN/family-export.json',
    ]) {
      expect(isDownload(path), path).toBe(true)
    }
    for (const path of ['/admin', '/admin/event', '/feed', '/api/projects'])
      expect(isDownload(path), path).toBe(false)
  })
})
