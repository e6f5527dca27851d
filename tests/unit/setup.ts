import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import fc from 'fast-check'

// Property tests use a fixed seed so a test run is reproducible; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) })

// Under `@vitest-environment node` (the framework-free cores) there is no DOM: the DOM matchers and
// React Testing Library, whose import dominates those files' set-up time, are loaded only with jsdom.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup, configure } = await import('@testing-library/react')

  // The first render of a lazily split route compiles it; on CI's busy 2 cores that once took over 5 s.
  configure({ asyncUtilTimeout: 10_000 })

  // jsdom has no layout; the router's scroll restoration calls this.
  window.scrollTo = () => {}

  afterEach(() => {
    cleanup()
  })
}
