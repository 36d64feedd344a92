import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The tests that take minutes by design (tests/slow/): never in the main run. `npm test` starts them
// first, in the background, and counts them with the rest at the end (scripts/test.js); on their own:
// `npx vitest run --config vitest.slow.config.ts`. They run the built server, built first if need be.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/slow/**/*.test.ts'],
    globalSetup: ['tests/setup/build.ts'],
    environment: 'node',
    pool: 'forks',
    env: { NODE_ENV: 'test' },
  },
})
