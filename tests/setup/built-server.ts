import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import { expectCurrentBuild, serverRoot } from './build'

// The built app, started as a user starts it (`node server/index.js build/index.js`), on its own port and
// data folder, for tests that attack it from outside (see serverRoot in ./build for another checkout's).
export { serverRoot }

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export type BuiltServer = {
  port: number
  origin: string
  dataDir: string
  child: ChildProcess
  /** Everything the server printed so far. */
  log(): string
  /** A short-lived connection to the server's database, for checking that nothing changed. */
  query<T>(sql: string, ...params: unknown[]): T[]
  stop(): Promise<void>
}

export const ADMIN_PASSWORD = 'built-server-admin-pass'

/**
 * Starts the server; resolves once it answers. `env` adds to (or, with undefined, removes from) the
 * environment: SESSION_SECRET is unset by default, so the server makes its own secret file.
 * `command` runs something else on the build, such as remix-serve. `scratch`: where its data folder is
 * made (tests/.tmp, which every Vitest run empties as it starts).
 */
export async function startBuiltServer(
  options: { env?: Record<string, string | undefined>; command?: string[]; scratch?: string } = {},
): Promise<BuiltServer> {
  expectCurrentBuild()
  const scratch = options.scratch ?? 'tests/.tmp'
  fs.mkdirSync(scratch, { recursive: true })
  const dataDir = fs.mkdtempSync(path.resolve(scratch, 'server-'))
  const port = await freePort()
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_PASSWORD,
    SESSION_SECRET: undefined,
    TRUST_PROXY: undefined,
    PUBLIC_URL: undefined,
    RATE_LIMITS: undefined,
    RATE_LIMITS_DISABLED: undefined,
    ...options.env,
  }
  const [command, ...args] = options.command ?? [process.execPath, 'server/index.js', 'build/index.js']
  const child = spawn(command!, args, {
    cwd: serverRoot,
    env: Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://localhost:${port}`
  const until = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering:\n${output}`)
    const answered = await send({ port }, '/challenge-info').then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (answered) break
    if (Date.now() > until) throw new Error(`the server did not answer within 30 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    origin,
    dataDir,
    child,
    log: () => output,
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(path.join(dataDir, 'app.db'), { fileMustExist: true })
      try {
        return db.prepare(sql).all(...params) as T[]
      } finally {
        db.close()
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** The script that writes a page's words into it (app/i18n/react.tsx, CatalogueScript). */
const pageWordsScript = /<script\b[^>]*>window\.__pageWords=[\s\S]*?<\/script>/

export type Answer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
  /** The body as text; a page's without the words written into it for the browser (see pageWordsScript). */
  text: string
  json<T = Record<string, unknown>>(): T
  /** The `name=value` pairs of the answer's Set-Cookie headers, ready for a Cookie header. */
  cookies: string[]
}

export type SendOptions = {
  method?: string
  headers?: Record<string, string | number>
  /** A string or bytes as they are, an object as JSON, a FormData as multipart. */
  body?: string | Buffer | FormData | Record<string, unknown>
  /** The client address to connect from: any 127.x.y.z works on Linux's loopback. */
  from?: string
  timeoutMs?: number
}

/** One HTTP request with full control of its headers (Host included) and its source address. */
export async function send(
  server: { port: number },
  target: string,
  options: SendOptions = {},
): Promise<Answer> {
  const headers: Record<string, string | number> = { ...options.headers }
  let body: Buffer | undefined
  const given = options.body
  if (given instanceof FormData) {
    const encoded = new Response(given)
    headers['content-type'] ??= encoded.headers.get('content-type')!
    body = Buffer.from(await encoded.arrayBuffer())
  } else if (typeof given === 'string' || Buffer.isBuffer(given)) {
    body = Buffer.from(given)
  } else if (given !== undefined) {
    headers['content-type'] ??= 'application/json'
    body = Buffer.from(JSON.stringify(given))
  }
  if (body && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    headers['content-length'] = body.length
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: target,
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers: { host: `localhost:${server.port}`, ...headers },
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 20_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          // What the answer says: a page without the words written into it for the browser (app/i18n/
          // react.tsx, CatalogueScript), which hold every text of the page's parts, shown or not.
          const text = bytes.toString('utf8').replace(pageWordsScript, '')
          const setCookie = response.headers['set-cookie'] ?? []
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes,
            text,
            json: () => JSON.parse(text),
            cookies: setCookie.map((cookie) => cookie.split(';')[0]!),
          })
        })
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${target}: no answer in time`)))
    request.on('error', reject)
    request.end(body)
  })
}
