// Rules for the service worker's last good copy of each partner sheet.
// Pure functions, shared by the service worker and its unit tests.
import { endsInsideQuotedField, looksLikeHtml } from '../sheet/csv-body'

export const SNAPSHOT_CACHE = 'sheet-snapshots-v1'
/** When the served copy was saved (ms since epoch). */
export const SNAPSHOT_SAVED_AT_HEADER = 'x-snapshot-saved-at'
/** Why the snapshot was served instead of the network answer. */
export const SNAPSHOT_REASON_HEADER = 'x-snapshot-reason'
/** The query parameter the app adds to bust HTTP caches; ignored for the snapshot key. */
export const CACHE_BUSTER_PARAM = 'cb'

export type SnapshotReason = 'offline' | 'slow-network' | 'bad-response'

/** Sheet requests are the app's cache-busted GETs. */
export function isSheetRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  try {
    return new URL(request.url).searchParams.has(CACHE_BUSTER_PARAM)
  } catch {
    return false
  }
}

/** Every cache-busted URL of one sheet maps to one snapshot key. */
export function snapshotKey(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.delete(CACHE_BUSTER_PARAM)
  parsed.hash = ''
  return parsed.toString()
}

export type SheetBodyProblem = 'empty response' | 'HTML page instead of CSV' | 'download cut off'

/**
 * Why a 200 body must not replace the snapshot, or null when it may: only a
 * non-empty body that is not an HTML page (and was not cut off mid-field) is good.
 */
export function sheetBodyProblem(body: string): SheetBodyProblem | null {
  if (body.trim() === '') return 'empty response'
  if (looksLikeHtml(body)) return 'HTML page instead of CSV'
  if (endsInsideQuotedField(body)) return 'download cut off'
  return null
}

export function isGoodSheetBody(status: number, body: string): boolean {
  return status === 200 && sheetBodyProblem(body) === null
}

/** The copy to store: the original bytes and content type, stamped with when it was saved. */
export function snapshotResponse(body: ArrayBuffer | string, contentType: string | null, savedAt: number): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': contentType ?? 'text/csv; charset=utf-8', [SNAPSHOT_SAVED_AT_HEADER]: String(savedAt) },
  })
}

/** The stored snapshot, re-issued with the reason it is being served (and the failed status, if any). */
export async function servedSnapshot(stored: Response, reason: SnapshotReason, detail = ''): Promise<Response> {
  const headers = new Headers(stored.headers)
  headers.set(SNAPSHOT_REASON_HEADER, detail ? `${reason}; ${detail}` : reason)
  return new Response(await stored.arrayBuffer(), { status: 200, headers })
}
