import { queryOptions } from '@tanstack/react-query'
import type { LoadedSheet } from '../sheet/company'
import { parseSheetOffMainThread } from '../sheet/load-sheet-off-main-thread'
import { sheetMessages } from '../sheet/messages'
import { SheetLoadError } from '../sheet/parse-sheet'
import { withCacheBuster } from '../sheet/sheet-url'

/** A loaded sheet plus where it came from. */
export interface SheetData extends LoadedSheet {
  /** When this copy was fetched (ms since epoch). */
  fetchedAt: number
  /** Set when the service worker answered from its last good snapshot: when that snapshot was saved. */
  snapshotSavedAt: number | null
}

/** The header the service worker stamps on a CSV it serves from its snapshot (see src/pwa/). */
export const SNAPSHOT_SAVED_AT_HEADER = 'x-snapshot-saved-at'

// A hung connection must end in the failure text, never in "Loading data…" forever.
export const SHEET_FETCH_TIMEOUT_MS = 15_000

class SheetNetworkError extends SheetLoadError {}

function readSnapshotTime(response: Response): number | null {
  const value = response.headers.get(SNAPSHOT_SAVED_AT_HEADER)
  if (!value) return null
  const time = Number(value)
  return Number.isFinite(time) && time > 0 ? time : null
}

export async function fetchSheet(sheetUrl: string, signal?: AbortSignal): Promise<SheetData> {
  const timeout = AbortSignal.timeout(SHEET_FETCH_TIMEOUT_MS)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  try {
    const response = await fetch(withCacheBuster(sheetUrl, Date.now()), { cache: 'no-cache', signal: combined })
    if (!response.ok) throw new SheetLoadError(sheetMessages.httpError(response.status))
    const text = await response.text()
    const sheet = await parseSheetOffMainThread(text)
    return { ...sheet, fetchedAt: Date.now(), snapshotSavedAt: readSnapshotTime(response) }
  } catch (error) {
    if (error instanceof SheetLoadError) throw error
    if (timeout.aborted) throw new SheetNetworkError(`No answer after ${SHEET_FETCH_TIMEOUT_MS / 1000} s`)
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
    // One quick retry for a dropped connection; a bad status or a bad body will not fix itself.
    retry: (failureCount, error) => failureCount < 1 && error instanceof SheetNetworkError,
    retryDelay: 1_000,
    staleTime: 60_000,
  })
}
