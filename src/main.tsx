import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { registerServiceWorkerAfterLoad } from './pwa/register-service-worker'
import './styles/base.css'

const router = createAppRouter()

// The tool registers through its update prompt; other pages register quietly after load.
if (window.location.pathname !== '/tool') registerServiceWorkerAfterLoad()

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Missing #root element in index.html')

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
