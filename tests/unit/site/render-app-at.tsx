import { render } from '@testing-library/react'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../../src/router'

/** Renders the whole app's router at a path, as the browser would open it; returns the router. */
export function renderAppAt(path: string) {
  const router = createAppRouter({
    context: { loadQueryClient: () => Promise.reject(new Error('not used')) },
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
  return router
}
