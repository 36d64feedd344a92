import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { expectCurrentBuild } from '../setup/build'
import { freePort, serverRoot } from '../setup/built-server'
import { createTestDbBefore } from '../setup/test-db'

// docs/decisions/0020: a database that an upgrade would leave with rows pointing at nothing stops the start
// as the organiser runs it (`npm start`), says why, and is left exactly as it was.

let old: ReturnType<typeof createTestDbBefore> | undefined
afterEach(() => old?.close())

const digest = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')

it('exits non-zero, names the table and why, and leaves the database unchanged', async () => {
  expectCurrentBuild()
  old = createTestDbBefore('0012_judge_progress')
  // A score whose judge is gone: written once with the foreign keys off (by hand, or an older tool).
  old.sqlite.exec(`
    PRAGMA foreign_keys = OFF;
    INSERT INTO projects (name, description, submission_type, author_name, status)
      VALUES ('Volcano', 'It erupts', 'photo', 'Sam', 'approved');
    INSERT INTO scoring_criteria (name) VALUES ('Originality');
    INSERT INTO project_scores (project_id, judge_id, criteria_id, score) VALUES (1, 42, 1, 7);
    PRAGMA journal_mode = WAL;
  `)
  old.sqlite.close()
  const before = digest(old.file)

  const port = await freePort()
  const child = spawn(process.execPath, ['server/index.js', 'build/index.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: path.dirname(old.file),
      PORT: String(port),
      ADMIN_PASSWORD: 'upgrade-refused-admin',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))

  expect(code).not.toBe(0)
  expect(output).toContain('The database was not upgraded, and the server did not start')
  expect(output).toMatch(/project_scores: 1 row \(rowid 1\) refers to a row of judges that does not exist/)
  expect(output).toContain('Nothing was changed')
  // Said plainly: no stack trace for the organiser to read through.
  expect(output).not.toMatch(/^\s+at /m)
  expect(digest(old.file)).toBe(before)
  expect(fs.readdirSync(path.dirname(old.file))).toEqual(['app.db'])
}, 60_000)
