// The built app started as `npm start` starts it, for the bench scripts that measure it (`npm run build`
// first): production mode, on its own port and data folder.
import { spawn } from 'node:child_process'

/**
 * Starts `node [nodeArgs] server/index.js build/index.js` in `root` with `env` over this process's, and
 * resolves with the child once `readyPath` answers; a server that has not answered within 30 s is stopped.
 */
export async function startBuiltApp({
  root,
  port,
  dataDir,
  env = {},
  nodeArgs = [],
  stdio = 'ignore',
  readyPath = '/challenge-info',
}) {
  const child = spawn(process.execPath, [...nodeArgs, 'server/index.js', 'build/index.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio,
  })
  for (let tries = 0; tries < 300; tries++) {
    try {
      await (await fetch(`http://localhost:${port}${readyPath}`)).arrayBuffer()
      return child
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error('the server did not start')
}
