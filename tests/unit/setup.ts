import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import fc from 'fast-check'

// Property tests use a fixed seed so a test run is reproducible; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) })

// The first render of a lazily split route compiles it; on a busy 2-core machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no layout; the router's scroll restoration calls this.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => {
  cleanup()
})
