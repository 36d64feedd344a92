import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/smoke/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/per-file-env.ts'],
    environment: 'node',
    pool: 'forks',
    // Never the real ./data folder: each test opens its own database.
    env: {
      NODE_ENV: 'test',
      SESSION_SECRET: 'unit-test-session-secret-0123456789',
    },
  },
})
