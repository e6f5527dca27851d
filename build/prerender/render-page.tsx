// Build-time rendering of the public pages to HTML, run in Node by
// build/prerender-plugin.ts after the browser build. The page goes through the same
// router and components as in the browser, in the router's browser mode, so that
// src/main.tsx can hydrate the markup instead of painting from scratch: the headline
// is on screen as soon as the HTML and CSS arrive, before any JavaScript has run.
//
// Components must render the same thing here as in the browser's first render: values
// that only the browser knows (the current year, the page's own host, online state)
// come from useSyncExternalStore with a build-time server snapshot, or appear after mount.
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
