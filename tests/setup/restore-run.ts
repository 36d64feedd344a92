import { spawn } from 'node:child_process'

export type ScriptRun = { code: number | null; stdout: string; stderr: string }

/**
 * Runs a script of this project (`args` after node) in a child process, with `env` over this one's: its exit
 * code and what it said. Never rejects on a failing script, so a test can assert on the failure.
 */
export function runScript(args: string[], env: Record<string, string>) {
  return new Promise<ScriptRun>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

// `npm run restore` as the organiser runs it, into the data folder `dataDir`: its exit code and what it said.
export const runRestore = (from: string, dataDir: string, ...flags: string[]) =>
  runScript(['scripts/restore.js', from, ...flags], { DATA_DIR: dataDir })
