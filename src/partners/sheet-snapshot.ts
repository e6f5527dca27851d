// The last good copy of each sheet, in Cache Storage: written after a good parse, served by the service worker.
import { CACHE_BUSTER_PARAM } from './sheet-url'

/** @internal Tests pin the name: a new one drops every saved copy. */
export const SNAPSHOT_CACHE = 'sheet-snapshots-v1'
/** @internal Tests read and write saved copies with it. */
export const SNAPSHOT_SAVED_AT_HEADER = 'x-snapshot-saved-at'
/** @internal Tests read and write served copies with it. */
export const SNAPSHOT_REASON_HEADER = 'x-snapshot-reason'
export const SHEET_FAILURE_HEADER = 'x-sheet-failure'
export const BLOCKED_BY_POLICY = "blocked by this site's security policy"

export type SnapshotReason = 'offline' | 'slow-network' | 'bad-response'

export function snapshotKey(url: string): string {
  const parsed = new URL(url, globalThis.location?.href)
  parsed.searchParams.delete(CACHE_BUSTER_PARAM)
  parsed.hash = ''
  return parsed.toString()
}

export async function saveSnapshot(key: string, body: Uint8Array, contentType: string | null): Promise<void> {
  try {
    const headers = { 'content-type': contentType ?? 'text/csv', [SNAPSHOT_SAVED_AT_HEADER]: String(Date.now()) }
    const cache = await caches.open(SNAPSHOT_CACHE)
    await cache.put(key, new Response(body as Uint8Array<ArrayBuffer>, { headers }))
  } catch {
    // No room or no Cache Storage (private window, jsdom): the old copy stays.
  }
}

export async function readSnapshot(key: string): Promise<Response | undefined> {
  try {
    return await caches.match(key, { cacheName: SNAPSHOT_CACHE })
  } catch {
    return undefined
  }
}

export function servedSnapshot(stored: Response, reason: SnapshotReason, detail = ''): Response {
  const headers = new Headers(stored.headers)
  headers.set(SNAPSHOT_REASON_HEADER, detail ? `${reason}; ${detail}` : reason)
  return new Response(stored.body, { status: 200, headers })
}

export function snapshotInfoOf(response: Response): { savedAt: number; reason: SnapshotReason; detail: string } | null {
  const savedAt = Number(response.headers.get(SNAPSHOT_SAVED_AT_HEADER))
  if (!(savedAt > 0)) return null
  const [reason = '', ...detail] = (response.headers.get(SNAPSHOT_REASON_HEADER) ?? '').split(';')
  const known = (['offline', 'slow-network', 'bad-response'] as const).find((name) => name === reason.trim())
  return { savedAt, reason: known ?? 'offline', detail: detail.join(';').trim() }
}
