// Mutation testing (StrykerJS): `npm run test:mutation`, or over another folder:
// `npm run test:mutation -- --mutate 'src/sheet/**/*.ts'`. Results: docs/performance.md, "Mutation testing".
const config = {
  testRunner: 'vitest',
  // Vitest runs only the tests that import the mutated file, from the framework-free cores' test folders.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  mutate: ['src/ledger/**/*.ts'],
  // No checker: a mutant that does not type-check still runs (Vitest strips types), and is killed or not by the tests.
  checkers: [],
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work.
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: '.stryker-tmp',
}

export default config
