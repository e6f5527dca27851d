// The unit tests StrykerJS runs (stryker.config.mjs): the framework-free cores' tests, without the app's Vite
// plugins. Each test file says `// @vitest-environment node` unless it needs the DOM, as in `npm run test:unit`.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['tests/unit/{ledger,sheet,geo,partner-time,map}/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
  },
})
