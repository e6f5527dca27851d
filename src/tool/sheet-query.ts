// The sheet feature's data access, in one module: the fetcher (fetchSheet), its query
// options (retry, timeouts, background refresh, reconnect) and the hook (useSheetQuery).
// use-sheet.ts turns the result into the status line's words.
import { onlineManager, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useSyncExternalStore } from 'react'
import { toolDeployment } from '../content/tool-deployment'
import type { LoadedSheet } from '../sheet/company'
import { startSheetParse, type SheetParse } from '../sheet/load-sheet-off-main-thread'
import { sheetMessages } from '../sheet/messages'
import { SheetLoadError } from '../sheet/parse-sheet'
import { withCacheBuster } from '../sheet/sheet-url'
import {
  BLOCKED_BY_POLICY,
  SHEET_FAILURE_HEADER,
  snapshotKey,
  SNAPSHOT_CACHE,
  SNAPSHOT_REASON_HEADER,
  SNAPSHOT_SAVED_AT_HEADER,
  type SnapshotReason,
} from '../pwa/sheet-snapshot'

/** Set when the service worker answered from its last good copy instead of the network. */
export interface SnapshotInfo {
  savedAt: number
  reason: SnapshotReason
  /** For a bad network answer: what was wrong with it ("HTTP 500", …). */
  detail: string
}

/** A loaded sheet plus where it came from. */
export interface SheetData extends LoadedSheet {
  /** When this copy reached the app (ms since epoch). */
  fetchedAt: number
  snapshot: SnapshotInfo | null
}

// A hung connection must end in the failure text, never in "Loading data…" forever: the
// answer must start within this long, and a body that starts must not then stall this long.
export const SHEET_FETCH_TIMEOUT_MS = 15_000
/** Progress reaches the status line at most this often (4 times a second). */
export const PROGRESS_INTERVAL_MS = 250

class SheetNetworkError extends SheetLoadError {}
/** The site's Content-Security-Policy refused the sheet's host (or a redirect to another). Not retried. */
class SheetBlockedError extends SheetLoadError {}

/**
 * Notes connect-src refusals while a fetch runs: fetch() itself only says "Failed to fetch".
 * (With the service worker in the path, it notes them and says so in SHEET_FAILURE_HEADER.)
 */
function watchConnectBlocks() {
  let blocked = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'connect-src') blocked = true
  }
  if (typeof document !== 'undefined') document.addEventListener('securitypolicyviolation', onViolation)
  return {
    // The violation event is queued as its own task: let it run first.
    blocked: () => new Promise<boolean>((resolve) => setTimeout(() => resolve(blocked), 0)),
    stop: () => {
      if (typeof document !== 'undefined') document.removeEventListener('securitypolicyviolation', onViolation)
    },
  }
}
/** No answer (or no more of it) within SHEET_FETCH_TIMEOUT_MS. Not retried: a second wait would keep "Loading data…" up for 30 s. */
class SheetTimeoutError extends SheetLoadError {}

/** How much of the sheet has arrived. `totalBytes` is null when the server does not say (or sends it compressed). */
export interface DownloadProgress {
  receivedBytes: number
  totalBytes: number | null
}

const snapshotReasons: readonly SnapshotReason[] = ['offline', 'slow-network', 'bad-response']

function readSnapshotInfo(response: Response): SnapshotInfo | null {
  const savedAt = Number(response.headers.get(SNAPSHOT_SAVED_AT_HEADER))
  if (!Number.isFinite(savedAt) || savedAt <= 0) return null
  const [reason = '', ...detail] = (response.headers.get(SNAPSHOT_REASON_HEADER) ?? '').split(';')
  const knownReason = snapshotReasons.find((known) => known === reason.trim()) ?? 'offline'
  return { savedAt, reason: knownReason, detail: detail.join(';').trim() }
}

/** The body's size as the download will count it: the decoded bytes, so unknown when the transfer is compressed. */
function totalBytesOf(response: Response): number | null {
  const encoding = response.headers.get('content-encoding')
  if (encoding && encoding !== 'identity') return null
  const length = Number(response.headers.get('content-length'))
  return Number.isFinite(length) && length > 0 ? length : null
}

/**
 * The service worker's last good copy, read straight from its cache, if it was saved
 * before `before`. For a big body that streamed through the service worker and only
 * turned out bad at its end (cut off), after the page had started reading it.
 */
async function lastGoodCopy(sheetUrl: string, before: number): Promise<Response | null> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return null
  try {
    const stored = await caches.match(snapshotKey(withCacheBuster(sheetUrl, 0)), { cacheName: SNAPSHOT_CACHE })
    const savedAt = Number(stored?.headers.get(SNAPSHOT_SAVED_AT_HEADER))
    return stored && savedAt > 0 && savedAt < before ? stored : null
  } catch {
    return null
  }
}

/** Reads the body into a worker parse as it arrives, reporting progress; `waiting` restarts the stall timer before each read. */
async function readIntoParse(
  response: Response,
  parse: SheetParse,
  waiting: () => void,
  onProgress?: (progress: DownloadProgress) => void,
) {
  const totalBytes = totalBytesOf(response)
  let receivedBytes = 0
  let reportedAt = 0
  const reader = response.body?.getReader()
  if (!reader) return
  for (;;) {
    waiting()
    const { done, value } = await reader.read()
    if (done) return
    receivedBytes += value.length
    parse.push(value)
    const now = performance.now()
    if (onProgress && now - reportedAt >= PROGRESS_INTERVAL_MS) {
      reportedAt = now
      onProgress({ receivedBytes, totalBytes })
    }
  }
}

interface NetworkTimer {
  restart(): void
  stop(): void
}
const noTimer: NetworkTimer = { restart: () => undefined, stop: () => undefined }

async function parseResponse(
  response: Response,
  signal: AbortSignal | undefined,
  timer: NetworkTimer,
  onProgress?: (progress: DownloadProgress) => void,
) {
  // The worker starts now, so its startup overlaps the download; the body goes to it chunk by chunk.
  const parse = startSheetParse(response.headers.get('content-type'), signal)
  try {
    await readIntoParse(response, parse, timer.restart, onProgress)
  } catch (error) {
    parse.abandon()
    throw error
  }
  // Downloaded: the network timeouts end here, and only a cancelled query stops the parse (a big sheet may take a while).
  timer.stop()
  performance.mark('sheet:downloaded')
  return parse.finish()
}

export async function fetchSheet(
  sheetUrl: string,
  signal?: AbortSignal,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<SheetData> {
  const requestedAt = Date.now()
  const timeout = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let waitingFor: 'start' | 'more' = 'start'
  const networkTimer: NetworkTimer = {
    restart: () => {
      clearTimeout(timer)
      timer = setTimeout(() => timeout.abort(new DOMException('Timed out', 'TimeoutError')), SHEET_FETCH_TIMEOUT_MS)
    },
    stop: () => clearTimeout(timer),
  }
  networkTimer.restart()
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal
  const connectBlocks = watchConnectBlocks()
  let response: Response | undefined
  try {
    performance.mark('sheet:request')
    response = await fetch(withCacheBuster(sheetUrl, requestedAt), { cache: 'no-cache', signal: combined })
    performance.mark('sheet:response')
    waitingFor = 'more'
    if (response.headers.get(SHEET_FAILURE_HEADER) === BLOCKED_BY_POLICY) throw new SheetBlockedError(BLOCKED_BY_POLICY)
    if (!response.ok) throw new SheetLoadError(sheetMessages.httpError(response.status))
    const sheet = await parseResponse(response, signal, networkTimer, onProgress)
    performance.mark('sheet:parsed')
    return { ...sheet, fetchedAt: Date.now(), snapshot: readSnapshotInfo(response) }
  } catch (error) {
    if (timeout.signal.aborted && !signal?.aborted) {
      throw new SheetTimeoutError(
        waitingFor === 'start'
          ? `No answer after ${SHEET_FETCH_TIMEOUT_MS / 1000} s`
          : `Download stalled for ${SHEET_FETCH_TIMEOUT_MS / 1000} s`,
      )
    }
    if (error instanceof SheetLoadError) {
      // A bad body that came through the service worker (not its snapshot): show the last good copy, saying why.
      const fallback = response?.ok && !readSnapshotInfo(response) ? await lastGoodCopy(sheetUrl, requestedAt) : null
      if (fallback) {
        const sheet = await parseResponse(fallback, signal, noTimer)
        const snapshot = readSnapshotInfo(fallback)!
        return {
          ...sheet,
          fetchedAt: Date.now(),
          snapshot: { ...snapshot, reason: 'bad-response', detail: error.message },
        }
      }
      throw error
    }
    if (!signal?.aborted && (await connectBlocks.blocked())) throw new SheetBlockedError(BLOCKED_BY_POLICY)
    throw new SheetNetworkError(error instanceof Error ? error.message : String(error))
  } finally {
    networkTimer.stop()
    connectBlocks.stop()
  }
}

export const sheetQueryKey = (sheetUrl: string) => ['sheet', sheetUrl] as const

/** Minutes between background refreshes while the tool is visible and online. */
const BACKGROUND_REFRESH_MS = toolDeployment.sheetRefreshMinutes * 60_000

// Download progress of the sheet being fetched, per sheet URL: written by the query
// function, read by the status line. Outside the query cache because a query holds
// results, not the state of a fetch in flight.
const progressBySheet = new Map<string, DownloadProgress>()
const progressListeners = new Set<() => void>()
function setDownloadProgress(sheetUrl: string, progress: DownloadProgress | null) {
  if (progress) progressBySheet.set(sheetUrl, progress)
  else progressBySheet.delete(sheetUrl)
  for (const listener of progressListeners) listener()
}
function subscribeToProgress(listener: () => void) {
  progressListeners.add(listener)
  return () => void progressListeners.delete(listener)
}

export function sheetQueryOptions(sheetUrl: string) {
  return queryOptions({
    queryKey: sheetQueryKey(sheetUrl),
    queryFn: async ({ signal }) => {
      try {
        return await fetchSheet(sheetUrl, signal, (progress) => setDownloadProgress(sheetUrl, progress))
      } finally {
        setDownloadProgress(sheetUrl, null)
      }
    },
    // Always try: offline, the service worker may still answer from its snapshot.
    networkMode: 'always',
    // One quick retry for a dropped connection; a bad status, a bad body or a 15 s hang will not fix itself.
    retry: (failureCount, error) => failureCount < 1 && error instanceof SheetNetworkError,
    retryDelay: 1_000,
    staleTime: 60_000,
    // A sheet is replaced whole; deep-comparing 10k records on every refresh would block the main thread.
    structuralSharing: false,
    // Background refresh every few minutes, paused while the tool is hidden (useSheetQuery also pauses it offline).
    refetchInterval: BACKGROUND_REFRESH_MS,
    refetchIntervalInBackground: false,
    // Back online: fetch again, so a snapshot or a failure is replaced by live data without a click.
    refetchOnReconnect: 'always',
  })
}

const subscribeToOnline = (listener: () => void) => onlineManager.subscribe(listener)
const isOnline = () => onlineManager.isOnline()

/**
 * The sheet query for the tool: the query, the download in flight, and the two things a
 * setter can do to it. Refresh is query.refetch(); Cancel cancels the fetch, and Query
 * puts back the state from before it (the data on screen stays).
 */
export function useSheetQuery(sheetUrl: string, enabled: boolean) {
  const queryClient = useQueryClient()
  const online = useSyncExternalStore(subscribeToOnline, isOnline, isOnline)
  const query = useQuery({
    ...sheetQueryOptions(sheetUrl),
    enabled,
    refetchInterval: online ? BACKGROUND_REFRESH_MS : false,
  })
  const progress = useSyncExternalStore(
    subscribeToProgress,
    () => progressBySheet.get(sheetUrl) ?? null,
    () => null,
  )
  const cancel = useCallback(
    () => queryClient.cancelQueries({ queryKey: sheetQueryKey(sheetUrl), exact: true }),
    [queryClient, sheetUrl],
  )
  return { query, progress, cancel }
}
