/// <reference lib="webworker" />
// Sheets stream through untouched and the page's parser decides what is saved. Not workbox's NetworkFirst: it clones
// every answer to offer it for caching, and saying why the copy was served would take five plugin callbacks.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../prerender/prerendered-pages'
import {
  BLOCKED_BY_POLICY,
  readSnapshot,
  servedSnapshot,
  SHEET_FAILURE_HEADER,
  snapshotKey,
} from '../partners/sheet-snapshot'
import { CACHE_BUSTER_PARAM } from '../partners/sheet-url'
import { watchConnectBlocks } from '../partners/connect-blocks'
import { showSearchTab } from './show-search-tab'

declare const self: ServiceWorkerGlobalScope

const SHEET_NETWORK_TIMEOUT_MS = 5_000

const connectBlocks = watchConnectBlocks(self)

async function sheetNetworkFirst(request: Request): Promise<Response> {
  const startedAt = performance.now()
  const network = fetch(request)
  const stored = await readSnapshot(snapshotKey(request.url))
  if (!stored) {
    return network.catch(async (error: unknown) => {
      if (!(await connectBlocks.blockedSince(startedAt))) throw error
      return new Response(null, { status: 502, headers: { [SHEET_FAILURE_HEADER]: BLOCKED_BY_POLICY } })
    })
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(resolve, SHEET_NETWORK_TIMEOUT_MS, 'timeout')),
  )
  try {
    const answer = await Promise.race([network, timeout])
    if (answer !== 'timeout') return answer
    void network.then(
      (late) => late.body?.cancel(),
      () => undefined,
    )
    return servedSnapshot(stored, 'slow-network')
  } catch {
    if (await connectBlocks.blockedSince(startedAt)) return servedSnapshot(stored, 'bad-response', BLOCKED_BY_POLICY)
    // fetch() rejects offline and when the sheet host refuses (CORS, DNS): only the first is "offline".
    return self.navigator.onLine
      ? servedSnapshot(stored, 'bad-response', 'sheet unreachable')
      : servedSnapshot(stored, 'offline')
  } finally {
    clearTimeout(timer)
  }
}

// Before Workbox's routes, so sheet requests never reach them.
self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method === 'GET' && new URL(request.url).searchParams.has(CACHE_BUSTER_PARAM))
    event.respondWith(sheetNetworkFirst(request))
})

cleanupOutdatedCaches()
// A first install takes over open pages; later versions wait for the setter's Reload.
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  // Workbox matches the path and query string: `/schedule?utm_source=…` is the same page.
  const allowlist = [new RegExp(`^${path}(?:\\?.*)?$`)]
  registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${file}`), { allowlist }))
}
registerRoute(new NavigationRoute(createHandlerBoundToURL(`/${APP_SHELL_FILE}`)))

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(showSearchTab(self.clients))
})
