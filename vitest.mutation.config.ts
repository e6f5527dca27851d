// The unit tests StrykerJS runs (stryker.config.mjs): the mutated core's tests, without the app's Vite plugins.
// Each test file says `// @vitest-environment node` unless it needs the DOM, as in `npm run test:unit`.
// Made for a run per mutant: properties run fewer inputs, and the files likeliest to fail a mutant run first.
import { defineConfig } from 'vitest/config'
import QuickestFirst from './tests/mutation/quickest-first.ts'

export default defineConfig({
  test: {
    environment: 'jsdom',
    // The mutated folder's tests (stryker.config.mjs names it), else every framework-free core's.
    include: [
      `tests/unit/${process.env.MUTATION_TEST_FOLDER || '{partners,bookings,refunds,leads,ledger-api,geo,partner-time,map}'}/**/*.test.ts`,
    ],
    // The worker plumbing's tests parse a 1,200-partner sheet several times: half a minute per sheet mutant.
    exclude: ['tests/unit/partners/worker.test.ts'],
    setupFiles: ['tests/unit/setup.ts', 'tests/mutation/property-runs.ts'],
    sequence: { sequencer: QuickestFirst },
    testTimeout: 30_000,
  },
})
