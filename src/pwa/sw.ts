/// <reference lib="webworker" />
// The service worker: precaches the app, answers each navigation with its page (the
// prerendered public pages, else the app shell), and keeps the last good copy of each partner sheet for offline starts.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../prerender/prerendered-pages'
import { decodeSheetBytes } from '../sheet/csv-body'
import {
  isSheetRequest,
  sheetBodyProblem,
  servedSnapshot,
  snapshotKey,
  snapshotResponse,
  SNAPSHOT_CACHE,
} from './sheet-snapshot'

declare const self: ServiceWorkerGlobalScope

// A hanging connection answers from the snapshot after this long; the download continues in the background.
const SHEET_NETWORK_TIMEOUT_MS = 5_000

// Registered before Workbox's routes so sheet requests never reach them.
self.addEventListener('fetch', (event) => {
  if (isSheetRequest(event.request)) event.respondWith(sheetNetworkFirst(event))
})

cleanupOutdatedCaches()
// The first install takes over open pages at once; later versions wait for the setter's Reload (SKIP_WAITING).
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
// Workbox matches the allowlist against the path and query string: `/schedule?utm_source=…` is the same page.
for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  const allowlist = [new RegExp(`^${path}(?:\\?.*)?$`)]
  registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${file}`), { allowlist }))
}
registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_FILE}`)))

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

interface NetworkAnswer {
  status: number
  statusText: string
  headers: Headers
  bytes: ArrayBuffer
  /** Why this answer must not replace the snapshot; null for a good sheet. */
  problem: string | null
}

async function fetchSheetFromNetwork(request: Request, key: string): Promise<NetworkAnswer> {
  performance.mark('sheet-sw:request')
  const response = await fetch(request)
  performance.mark('sheet-sw:response')
  const bytes = await response.arrayBuffer()
  performance.mark('sheet-sw:body-end')
  const contentType = response.headers.get('content-type')
  const problem = response.status === 200 ? sheetBodyProblem(decodeSheetBytes(bytes, contentType)) : `HTTP ${response.status}`
  performance.mark('sheet-sw:checked')
  if (problem === null) {
    try {
      const cache = await caches.open(SNAPSHOT_CACHE)
      await cache.put(key, snapshotResponse(bytes, contentType, Date.now()))
      performance.mark('sheet-sw:snapshot-saved')
    } catch {
      // Cache Storage full or unavailable (quota, private window): the good answer still goes to the page.
    }
  }
  return { status: response.status, statusText: response.statusText, headers: response.headers, bytes, problem }
}

function asResponse(answer: NetworkAnswer): Response {
  return new Response(answer.bytes, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
}

async function sheetNetworkFirst(event: FetchEvent): Promise<Response> {
  const key = snapshotKey(event.request.url)
  const network = fetchSheetFromNetwork(event.request, key)
  // Keep downloading (and refreshing the snapshot) even after answering from the snapshot.
  event.waitUntil(network.then(() => undefined, () => undefined))
  const stored = await caches.open(SNAPSHOT_CACHE).then((cache) => cache.match(key))
  if (!stored) return network.then(asResponse)

  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SHEET_NETWORK_TIMEOUT_MS)
  })
  try {
    const answer = await Promise.race([network, timeout])
    if (answer === 'timeout') return servedSnapshot(stored, 'slow-network')
    if (answer.problem === null) return asResponse(answer)
    return servedSnapshot(stored, 'bad-response', answer.problem)
  } catch {
    // fetch() rejects both offline and when the sheet host refuses (CORS, DNS): only the first is "offline".
    return self.navigator.onLine ? servedSnapshot(stored, 'bad-response', 'sheet unreachable') : servedSnapshot(stored, 'offline')
  } finally {
    clearTimeout(timer)
  }
}
