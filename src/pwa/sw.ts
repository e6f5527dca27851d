/// <reference lib="webworker" />
// The service worker: precaches the app, answers each navigation with its page (the
// prerendered public pages, else the app shell), and keeps the last good copy of each partner sheet for offline starts.
//
// Sheet requests are network-first, written by hand rather than with workbox-strategies'
// NetworkFirst (so that package is not a dependency). NetworkFirst would get part of the way:
// its networkTimeoutSeconds also races only the start of the answer, and a cacheWillUpdate
// plugin could check a clone of the body on the side. What it cannot say simply: swap an
// answer that STARTS badly (an HTML page, a small cut-off body) for the snapshot before the
// page sees it; tell the page why the snapshot was served (offline, too slow, a bad answer,
// blocked by the security policy), since its fallback does not know why the network failed;
// and answer "blocked" when there is no snapshot. As plugins (fetchDidSucceed returning a
// stored response, handlerDidError and cachedResponseWillBeUsed adding reason headers) one
// decision would be spread over four callbacks; here it is one function, sheetNetworkFirst.
// The page's copy of the body flows on untouched; a second copy, teed by the browser, is
// checked here and saved only if the whole body is good.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '../prerender/prerendered-pages'
import {
  BLOCKED_BY_POLICY,
  isSheetRequest,
  SHEET_FAILURE_HEADER,
  SheetBodyCheck,
  servedSnapshot,
  snapshotKey,
  snapshotResponse,
  SNAPSHOT_CACHE,
} from './sheet-snapshot'

declare const self: ServiceWorkerGlobalScope

// With a snapshot to fall back on, an answer must START within this long (its headers and
// first HEAD_BYTES); a body that then keeps arriving streams through however long it takes.
const SHEET_NETWORK_TIMEOUT_MS = 5_000
// Read before answering: a body this small is checked whole (and swapped for the snapshot if
// bad) before the page sees it; a bigger one is told from its start (an HTML page) and streams on.
const HEAD_BYTES = 64 * 1024

// fetch() only says "Failed to fetch" when connect-src refuses a host (often the target of a
// redirect); the policy's violation event says which it was.
let lastConnectBlockAt = 0
self.addEventListener('securitypolicyviolation', (event) => {
  if ((event as SecurityPolicyViolationEvent).effectiveDirective === 'connect-src')
    lastConnectBlockAt = performance.now()
})
const blockedSince = async (startedAt: number) => {
  // The violation event is queued as its own task: let it run first.
  await new Promise((resolve) => setTimeout(resolve, 0))
  return lastConnectBlockAt >= startedAt
}

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

/** The network's answer, and as much of its body as was read before answering the page. */
interface NetworkStart {
  /** Unread: the page's copy of the body, passed on by the browser itself (no script handles its bytes). */
  response: Response
  /** The first chunks of a second copy of the body (at least HEAD_BYTES, unless the body is shorter). */
  head: Uint8Array[]
  /** The rest of that copy; null when `head` is all of it (or the status is not 200). */
  rest: ReadableStreamDefaultReader<Uint8Array> | null
  check: SheetBodyCheck
}

async function startNetwork(request: Request): Promise<NetworkStart> {
  performance.mark('sheet-sw:request')
  const response = await fetch(request)
  performance.mark('sheet-sw:response')
  const check = new SheetBodyCheck(response.headers.get('content-type'))
  if (response.status !== 200 || !response.body) return { response, head: [], rest: null, check }
  // clone() tees the body inside the browser: the page's copy flows on untouched while this one is checked.
  const reader = response.clone().body!.getReader()
  const head: Uint8Array[] = []
  let size = 0
  while (size < HEAD_BYTES) {
    const { done, value } = await reader.read()
    if (done) {
      performance.mark('sheet-sw:body-end')
      return { response, head, rest: null, check }
    }
    head.push(value)
    check.push(value)
    size += value.length
  }
  return { response, head, rest: reader, check }
}

async function saveSnapshot(key: string, chunks: readonly Uint8Array[], contentType: string | null): Promise<void> {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE)
    await cache.put(key, snapshotResponse(new Blob(chunks as Uint8Array<ArrayBuffer>[]), contentType, Date.now()))
    performance.mark('sheet-sw:snapshot-saved')
  } catch {
    // Cache Storage full or unavailable (quota, private window): the snapshot stays as it was.
  }
}

/** Reads the rest of the checking copy; a body that passes the check replaces the snapshot. */
async function checkAndSave(start: NetworkStart, key: string): Promise<void> {
  const { head, rest, check, response } = start
  const chunks = [...head]
  try {
    for (;;) {
      const { done, value } = await rest!.read()
      if (done) break
      check.push(value)
      chunks.push(value)
    }
  } catch {
    return // The download broke off: nothing to save.
  }
  performance.mark('sheet-sw:body-end')
  const problem = check.problem()
  performance.mark('sheet-sw:checked')
  if (problem === null) await saveSnapshot(key, chunks, response.headers.get('content-type'))
}

/**
 * The page's answer for a network start: a whole small body checked first (the snapshot
 * instead of a bad one), a big one passed on as it arrives unless its start is already an
 * HTML page, and checked on the side.
 */
function answerFromNetwork(
  start: NetworkStart,
  key: string,
  event: FetchEvent,
  stored: Response | undefined,
): Promise<Response> | Response {
  const { response, head, rest, check } = start
  if (response.status !== 200)
    return stored ? servedSnapshot(stored, 'bad-response', `HTTP ${response.status}`) : response
  if (rest === null) {
    const problem = check.problem()
    performance.mark('sheet-sw:checked')
    if (problem === null) event.waitUntil(saveSnapshot(key, head, response.headers.get('content-type')))
    else if (stored) return servedSnapshot(stored, 'bad-response', problem)
    return response
  }
  if (stored && check.looksLikeHtml()) {
    void rest.cancel()
    void response.body?.cancel()
    return servedSnapshot(stored, 'bad-response', 'HTML page instead of CSV')
  }
  event.waitUntil(checkAndSave(start, key))
  return response
}

async function sheetNetworkFirst(event: FetchEvent): Promise<Response> {
  const key = snapshotKey(event.request.url)
  const startedAt = performance.now()
  const network = startNetwork(event.request)
  const stored = await caches
    .open(SNAPSHOT_CACHE)
    .then((cache) => cache.match(key))
    .catch(() => undefined)
  if (!stored) {
    return network.then(
      (start) => answerFromNetwork(start, key, event, undefined),
      async (error: unknown) => {
        if (!(await blockedSince(startedAt))) throw error
        // No request could be made: say why instead of a bare network error.
        return new Response(null, {
          status: 502,
          statusText: 'Blocked',
          headers: { [SHEET_FAILURE_HEADER]: BLOCKED_BY_POLICY },
        })
      },
    )
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SHEET_NETWORK_TIMEOUT_MS)
  })
  try {
    const start = await Promise.race([network, timeout])
    if (start !== 'timeout') return await answerFromNetwork(start, key, event, stored)
    // Keep downloading after answering from the snapshot: a good body still replaces it.
    event.waitUntil(
      network.then(
        (late) => {
          void late.response.body?.cancel() // nobody reads the page's copy now
          if (late.response.status !== 200) return
          return late.rest
            ? checkAndSave(late, key)
            : late.check.problem() === null
              ? saveSnapshot(key, late.head, late.response.headers.get('content-type'))
              : undefined
        },
        () => undefined,
      ),
    )
    return await servedSnapshot(stored, 'slow-network')
  } catch {
    if (await blockedSince(startedAt)) return servedSnapshot(stored, 'bad-response', BLOCKED_BY_POLICY)
    // fetch() rejects both offline and when the sheet host refuses (CORS, DNS): only the first is "offline".
    return self.navigator.onLine
      ? servedSnapshot(stored, 'bad-response', 'sheet unreachable')
      : servedSnapshot(stored, 'offline')
  } finally {
    clearTimeout(timer)
  }
}
