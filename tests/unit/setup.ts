import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'

// jsdom has no layout; the router's scroll restoration calls this.
if (typeof window !== 'undefined') window.scrollTo = () => {}

afterEach(() => {
  cleanup()
})
