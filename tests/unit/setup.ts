import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// The first render of a lazily split route compiles it; on a busy 2-core machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 })

// jsdom has no layout; the router's scroll restoration calls this.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => {
  cleanup()
})
