// Build-time rendering of the public pages to HTML, run in Node by build/prerender-plugin.ts: through the same
// router and components the app renders them with at runtime.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/router.tsx'

/** The route's markup: its head tags (<title>, <meta>) first, then what goes inside #root. */
export async function renderPage(path: string): Promise<string> {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  })
  await router.load()
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
