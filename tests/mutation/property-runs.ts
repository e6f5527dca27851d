// Setup file of vitest.mutation.config.ts: under StrykerJS every property runs at most MUTATION_PROPERTY_RUNS
// inputs (same seed, so the first inputs of `npm run test:unit`), since a survivor reruns each covering test.
import { vi } from 'vitest'

const MUTATION_PROPERTY_RUNS = 25

vi.mock('fast-check', async (importOriginal) => {
  const fc = await importOriginal<typeof import('fast-check')>()
  const assert = ((property: Parameters<typeof fc.assert>[0], parameters?: Parameters<typeof fc.assert>[1]) =>
    fc.assert(property, {
      ...parameters,
      numRuns: Math.min(parameters?.numRuns ?? MUTATION_PROPERTY_RUNS, MUTATION_PROPERTY_RUNS),
    })) as typeof fc.assert
  return { ...fc, assert, default: { ...fc.default, assert } }
})
