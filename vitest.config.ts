import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The files that start build/index.js: their project builds the app first when the build is missing or
// older than its source (tests/setup/build.ts), once per run, and only when one of them is run.
const builtServerTests = [
  'tests/security/**/*.test.ts',
  'tests/smoke/**/*.test.ts',
  'tests/integration/crash-safety.test.ts',
  'tests/integration/new-challenge-crash.test.ts',
]

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/per-file-env.ts'],
    environment: 'node',
    pool: 'forks',
    // A file per core. Vitest's default leaves one core to its own process, which only waits: on a 2-core
    // machine that ran the files one at a time.
    maxWorkers: os.availableParallelism(),
    // Never the real ./data folder: each test opens its own database.
    env: {
      NODE_ENV: 'test',
      SESSION_SECRET: 'unit-test-session-secret-0123456789',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: builtServerTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: builtServerTests,
          globalSetup: ['tests/setup/build.ts'],
          // Each test talks to a real server (a process of its own) while another file runs beside it: a
          // second or two on a quiet machine, more on a busy one, which a limit of 5 s would call a failure.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
