import { queryOptions } from '@tanstack/react-query'
import type { LoadedSheet } from '../sheet/company'
import { parseSheetOffMainThread } from '../sheet/load-sheet-off-main-thread'
import { sheetMessages } from '../sheet/messages'
import { SheetLoadError } from '../sheet/parse-sheet'
import { withCacheBuster } from '../sheet/sheet-url'
import { SNAPSHOT_REASON_HEADER, SNAPSHOT_SAVED_AT_HEADER, type SnapshotReason } from '../pwa/sheet-snapshot'

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

// A hung connection must end in the failure text, never in "Loading data…" forever.
export const SHEET_FETCH_TIMEOUT_MS = 15_000

class SheetNetworkError extends SheetLoadError {}
/** No answer within SHEET_FETCH_TIMEOUT_MS. Not retried: a second wait would keep "Loading data…" up for 30 s. */
class SheetTimeoutError extends SheetLoadError {}

const snapshotReasons: readonly SnapshotReason[] = ['offline', 'slow-network', 'bad-response']

function readSnapshotInfo(response: Response): SnapshotInfo | null {
  const savedAt = Number(response.headers.get(SNAPSHOT_SAVED_AT_HEADER))
  if (!Number.isFinite(savedAt) || savedAt <= 0) return null
  const [reason = '', ...detail] = (response.headers.get(SNAPSHOT_REASON_HEADER) ?? '').split(';')
  const knownReason = snapshotReasons.find((known) => known === reason.trim()) ?? 'offline'
  return { savedAt, reason: knownReason, detail: detail.join(';').trim() }
}

export async function fetchSheet(sheetUrl: string, signal?: AbortSignal): Promise<SheetData> {
  const timeout = AbortSignal.timeout(SHEET_FETCH_TIMEOUT_MS)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  try {
    performance.mark('sheet:request')
    const response = await fetch(withCacheBuster(sheetUrl, Date.now()), { cache: 'no-cache', signal: combined })
    performance.mark('sheet:response')
    if (!response.ok) throw new SheetLoadError(sheetMessages.httpError(response.status))
    // Decoded and parsed in the worker: a 50 MB body is never turned into a string on the page.
    const bytes = await response.arrayBuffer()
    performance.mark('sheet:downloaded')
    // Only a cancelled query stops the parse; the fetch timeout is for the network, and a big sheet may take a while here.
    const sheet = await parseSheetOffMainThread(bytes, response.headers.get('content-type'), signal)
    performance.mark('sheet:parsed')
    return { ...sheet, fetchedAt: Date.now(), snapshot: readSnapshotInfo(response) }
  } catch (error) {
    if (error instanceof SheetLoadError) throw error
    if (timeout.aborted) throw new SheetTimeoutError(`No answer after ${SHEET_FETCH_TIMEOUT_MS / 1000} s`)
    throw new SheetNetworkError(error instanceof Error ? error.message : String(error))
  }
}

export const sheetQueryKey = (sheetUrl: string) => ['sheet', sheetUrl] as const

export function sheetQueryOptions(sheetUrl: string) {
  return queryOptions({
    queryKey: sheetQueryKey(sheetUrl),
    queryFn: ({ signal }) => fetchSheet(sheetUrl, signal),
    // Always try: offline, the service worker may still answer from its snapshot.
    networkMode: 'always',
    // One quick retry for a dropped connection; a bad status, a bad body or a 15 s hang will not fix itself.
    retry: (failureCount, error) => failureCount < 1 && error instanceof SheetNetworkError,
    retryDelay: 1_000,
    staleTime: 60_000,
    // A sheet is replaced whole; deep-comparing 10k records on every refresh would block the main thread.
    structuralSharing: false,
  })
}
