import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-pages'
import './styles/base.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element in index.html')
/** The HTML already shows this page: React attaches to it (see below). */
const hydrating = rootElement.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname

const router = createAppRouter({ keepInitialScroll: hydrating })

// Only the setter tool registers the service worker (through its update prompt): its install
// precaches the whole tool, which a partner reading the public pages must never download.

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

/** Resolves once every stylesheet linked in <head> has loaded (or failed). */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  )
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true })
          link.addEventListener('error', resolve, { once: true })
        }),
    ),
  )
}

if (hydrating) {
  // The HTML already shows this page (rendered at build time, its critical CSS inline); this code was
  // fetched after it painted (route-preload.js). Once the route's code and the full stylesheets are in,
  // React attaches to the markup on screen instead of painting it again; what it adds (menus, the
  // booking frame) is styled from the start. As a transition, hydration yields to the browser every
  // few milliseconds instead of holding the main thread until the whole page is attached.
  void Promise.all([router.load(), stylesheetsLoaded()]).then(() =>
    startTransition(() => {
      hydrateRoot(rootElement, app)
    }),
  )
} else {
  // The app shell, or a host that answered this path with another page's HTML: render from scratch.
  rootElement.removeAttribute(PRERENDERED_ATTRIBUTE)
  rootElement.replaceChildren()
  createRoot(rootElement).render(app)
}
