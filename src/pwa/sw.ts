/// <reference lib="webworker" />
// The service worker: precaches the app, answers each navigation with its page (the
// prerendered public pages, else the app shell), and keeps the last good copy of each partner sheet for offline starts.
//
// Sheet requests are network-first, written by hand rather than with workbox-strategies'
// NetworkFirst (which is why that package is not a dependency). NetworkFirst races its
// networkTimeoutSeconds against the network answer and hands the page one finished
// Response; its plugins see the response, not the body as it streams. Here the body must
// flow to the page as it arrives (the page shows download progress) while it is checked
// for the snapshot on the side, the timeout covers only the start of the answer, and a
// body whose first bytes are bad is swapped for the snapshot with the reason in headers.
// Those are three small steps below; expressed as NetworkFirst plugins they would be
// harder to follow, not easier.
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
  if ((event as SecurityPolicyViolationEvent).effectiveDirective === 'connect-src') lastConnectBlockAt = performance.now()
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

/** The network's answer as far as read before answering the page. */
interface NetworkStart {
  response: Response
  /** The body's first chunks (at least HEAD_BYTES, unless the body is shorter). */
  head: Uint8Array[]
  /** The rest of the body; null when `head` is all of it (or the status is not 200). */
  rest: ReadableStreamDefaultReader<Uint8Array> | null
  check: SheetBodyCheck
}

async function startNetwork(request: Request): Promise<NetworkStart> {
  performance.mark('sheet-sw:request')
  const response = await fetch(request)
  performance.mark('sheet-sw:response')
  const check = new SheetBodyCheck(response.headers.get('content-type'))
  if (response.status !== 200 || !response.body) return { response, head: [], rest: null, check }
  const reader = response.body.getReader()
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

async function saveSnapshot(key: string, body: BodyInit, contentType: string | null): Promise<void> {
  try {
    const cache = await caches.open(SNAPSHOT_CACHE)
    await cache.put(key, snapshotResponse(body, contentType, Date.now()))
    performance.mark('sheet-sw:snapshot-saved')
  } catch {
    // Cache Storage full or unavailable (quota, private window), or a bad body refused below: the snapshot stays as it was.
  }
}

/**
 * The body for the page: the head, then the rest as it arrives. A copy of every chunk
 * goes to the snapshot write, which is committed only if the whole body passes the
 * check (Cache Storage replaces an entry only when its body completes).
 */
function streamOn(start: NetworkStart, key: string, event: FetchEvent): ReadableStream<Uint8Array> {
  const { head, rest, check, response } = start
  let snapshot!: ReadableStreamDefaultController<Uint8Array>
  const snapshotBody = new ReadableStream<Uint8Array>({ start: (controller) => void (snapshot = controller) })
  event.waitUntil(saveSnapshot(key, snapshotBody, response.headers.get('content-type')))
  // The snapshot write may have given up (quota): it then takes nothing more, and the page's stream goes on.
  const toSnapshot = (step: () => void) => {
    try {
      step()
    } catch {
      // Already closed or errored.
    }
  }
  const refuse = (reason: string) => toSnapshot(() => snapshot.error(new Error(reason)))
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) {
        toSnapshot(() => snapshot.enqueue(chunk.slice()))
        controller.enqueue(chunk)
      }
    },
    async pull(controller) {
      let read: ReadableStreamReadResult<Uint8Array>
      try {
        read = await rest!.read()
      } catch (error) {
        refuse('network error')
        controller.error(error)
        return
      }
      if (read.done) {
        performance.mark('sheet-sw:body-end')
        const problem = check.problem()
        performance.mark('sheet-sw:checked')
        if (problem === null) toSnapshot(() => snapshot.close())
        else refuse(problem)
        controller.close()
        return
      }
      const chunk = read.value
      check.push(chunk)
      toSnapshot(() => snapshot.enqueue(chunk.slice()))
      controller.enqueue(chunk)
    },
    cancel(reason) {
      // The page stopped reading (Cancel, another sheet): an incomplete body is never saved.
      refuse('cancelled')
      return rest!.cancel(reason)
    },
  })
}

/** Reads a whole body nobody is waiting for, so a good one still refreshes the snapshot. */
async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader()
  while (!(await reader.read()).done) {
    // The snapshot write takes each chunk.
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.length
  }
  return all
}

/**
 * The page's answer for a network start: a whole small body checked first (the snapshot
 * instead of a bad one), a big one streamed on unless its start is already an HTML page.
 */
async function answerFromNetwork(start: NetworkStart, key: string, event: FetchEvent, stored: Response | undefined): Promise<Response> {
  const { response, head, rest, check } = start
  const init = { status: response.status, statusText: response.statusText, headers: response.headers }
  if (response.status !== 200) return stored ? servedSnapshot(stored, 'bad-response', `HTTP ${response.status}`) : response
  if (rest === null) {
    const body = concat(head)
    const problem = check.problem()
    performance.mark('sheet-sw:checked')
    if (problem === null) event.waitUntil(saveSnapshot(key, body, response.headers.get('content-type')))
    else if (stored) return servedSnapshot(stored, 'bad-response', problem)
    return new Response(body, init)
  }
  if (stored && check.looksLikeHtml()) {
    void rest.cancel()
    return servedSnapshot(stored, 'bad-response', 'HTML page instead of CSV')
  }
  return new Response(streamOn(start, key, event), init)
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
        return new Response(null, { status: 502, statusText: 'Blocked', headers: { [SHEET_FAILURE_HEADER]: BLOCKED_BY_POLICY } })
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
        (late) => (late.rest ? drain(streamOn(late, key, event)) : answerFromNetwork(late, key, event, undefined).then(() => undefined)),
        () => undefined,
      ),
    )
    return await servedSnapshot(stored, 'slow-network')
  } catch {
    if (await blockedSince(startedAt)) return servedSnapshot(stored, 'bad-response', BLOCKED_BY_POLICY)
    // fetch() rejects both offline and when the sheet host refuses (CORS, DNS): only the first is "offline".
    return self.navigator.onLine ? servedSnapshot(stored, 'bad-response', 'sheet unreachable') : servedSnapshot(stored, 'offline')
  } finally {
    clearTimeout(timer)
  }
}
