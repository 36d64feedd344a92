import { defineConfig } from 'vitest/config'

// `npm run dev`'s smoke test, run on its own by `npm test` before the production build (the dev server
// writes a development build into build/, which no other test may see).
export default defineConfig({
  test: {
    include: ['tests/dev/**/*.test.ts'],
    environment: 'node',
    env: { NODE_ENV: 'test' },
  },
})
