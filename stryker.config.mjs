// Mutation testing (StrykerJS): `npm run test:mutation`, or over another folder:
// `npm run test:mutation -- --mutate 'src/partners/**/*.ts'`. Results: docs/performance.md, "Mutation testing".
const DEFAULT_MUTATE = 'src/bookings/**/*.ts'

// A folder's mutants are judged by that folder's unit tests (tests/unit/<folder>/), named to vitest.mutation.config.ts.
const mutateAt = process.argv.findIndex((arg) => arg === '--mutate' || arg === '-m')
const mutated = mutateAt >= 0 ? (process.argv[mutateAt + 1] ?? '') : DEFAULT_MUTATE
process.env.MUTATION_TEST_FOLDER = /^src\/([\w-]+)\//.exec(mutated)?.[1] ?? ''

const config = {
  testRunner: 'vitest',
  // Vitest runs only the tests that import the mutated file, from the folder's tests (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: [DEFAULT_MUTATE],
  // No checker: a mutant that does not type-check still runs (Vitest strips types), and is killed or not by the tests.
  checkers: [],
  // Each mutant runs only the tests that ran its code; a mutant in code run at import (static) runs them all.
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work: a mutant's run may take three times its tests' time in the
  // initial run before it counts as a timeout (an endless loop is caught sooner, by its hit count).
  concurrency: 2,
  timeoutFactor: 3,
  timeoutMS: 30_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
}

export default config
