/** The service worker's URL as vite-plugin-pwa builds it (injectManifest, filename sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Public pages register the service worker after load, so they open offline next time
 * without shipping the update prompt. The tool registers through its update prompt.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed; offline use is unavailable.', error)
    })
  })
}
