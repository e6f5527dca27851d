import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-pages'
import { registerServiceWorkerAfterLoad } from './pwa/register-service-worker'
import './styles/base.css'

const router = createAppRouter()

// The tool registers through its update prompt; other pages register quietly after load.
if (window.location.pathname !== '/tool') registerServiceWorkerAfterLoad()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element in index.html')

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

if (rootElement.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname) {
  // The HTML already shows this page (rendered at build time): load the route's code, then
  // attach React to the markup on screen instead of painting it again.
  void router.load().then(() => hydrateRoot(rootElement, app))
} else {
  // The app shell, or a host that answered this path with another page's HTML: render from scratch.
  rootElement.removeAttribute(PRERENDERED_ATTRIBUTE)
  rootElement.replaceChildren()
  createRoot(rootElement).render(app)
}
