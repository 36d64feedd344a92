import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

// For the tests that cut the built server (or a writer) dead and start it again on the same data folder.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls every `pollMs` until `condition` holds, or fails after `ms`. */
export async function waitFor(condition: () => boolean, ms: number, what: string, pollMs = 10) {
  const deadline = Date.now() + ms
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(pollMs)
  }
}

/**
 * A scratch folder for the calling file, in the system's temp folder rather than tests/.tmp (another Vitest
 * run starting meanwhile empties that one), and `track` for the child processes it starts: when the file
 * ends, every one still running is killed and the folder removed.
 */
export function scratchForKills(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const children = new Set<ChildProcess>()
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL')
    await Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve))))
    // Data folders of thousands of files each: removing them takes seconds on a busy machine.
    fs.rmSync(root, { recursive: true, force: true })
  }, 60_000)
  const track = (child: ChildProcess) => {
    children.add(child)
    child.once('exit', () => children.delete(child))
    return child
  }
  return { root, track }
}

/**
 * The production server as scripts/e2e-server.js starts it, on `dataDir` and `port` with `env` added;
 * resolves once it says it listens (within `startMs`).
 */
export async function startServerOn(
  track: (child: ChildProcess) => ChildProcess,
  options: { dataDir: string; port: number; env: Record<string, string>; startMs: number },
): Promise<ChildProcess> {
  const child = track(
    spawn(process.execPath, ['server/index.js', 'build/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: options.dataDir,
        PORT: String(options.port),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await waitFor(
    () => log.includes('[server]') || child.exitCode !== null,
    options.startMs,
    `the server:\n${log}`,
  )
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${log}`)
  return child
}

/** Sends `signal` and waits for the exit; with `killAfterMs`, a process still running then is killed. */
export async function stopWith(child: ChildProcess, signal: NodeJS.Signals, killAfterMs?: number) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs)
  await exited
  clearTimeout(timer)
}
