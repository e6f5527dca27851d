// The last good copy of each sheet, in Cache Storage (reachable from the page, workers and the service worker).
// Only a body the parser accepted is written; the service worker serves it, the page falls back to it.

export const SNAPSHOT_CACHE = 'sheet-snapshots-v1'
/** When the copy was saved (ms since epoch). */
export const SNAPSHOT_SAVED_AT_HEADER = 'x-snapshot-saved-at'
/** Why the service worker served the copy instead of the network's answer: `{reason}` or `{reason}; {detail}`. */
export const SNAPSHOT_REASON_HEADER = 'x-snapshot-reason'
/** On the service worker's answer when no request could be made and there is no copy: why. */
export const SHEET_FAILURE_HEADER = 'x-sheet-failure'
export const BLOCKED_BY_POLICY = "blocked by this site's security policy"
/** The query parameter that busts HTTP caches: every cache-busted URL of a sheet shares one copy. */
export const CACHE_BUSTER_PARAM = 'cb'

export type SnapshotReason = 'offline' | 'slow-network' | 'bad-response'

export function snapshotKey(url: string): string {
  const parsed = new URL(url, globalThis.location?.href)
  parsed.searchParams.delete(CACHE_BUSTER_PARAM)
  parsed.hash = ''
  return parsed.toString()
}

/** Saves a good body as the sheet's copy; without Cache Storage (or room in it) the old copy stays. */
export async function saveSnapshot(key: string, body: Uint8Array, contentType: string | null): Promise<void> {
  try {
    const headers = { 'content-type': contentType ?? 'text/csv', [SNAPSHOT_SAVED_AT_HEADER]: String(Date.now()) }
    const cache = await caches.open(SNAPSHOT_CACHE)
    await cache.put(key, new Response(body as Uint8Array<ArrayBuffer>, { headers }))
  } catch {
    // Cache Storage full or unavailable (quota, private window, jsdom).
  }
}

export async function readSnapshot(key: string): Promise<Response | undefined> {
  try {
    return await caches.match(key, { cacheName: SNAPSHOT_CACHE })
  } catch {
    return undefined
  }
}

/** The copy, re-issued with why it is served instead of the network's answer. */
export function servedSnapshot(stored: Response, reason: SnapshotReason, detail = ''): Response {
  const headers = new Headers(stored.headers)
  headers.set(SNAPSHOT_REASON_HEADER, detail ? `${reason}; ${detail}` : reason)
  return new Response(stored.body, { status: 200, headers })
}

/** When and why an answer is a served copy; null for the network's own answer. */
export function snapshotInfoOf(response: Response): { savedAt: number; reason: SnapshotReason; detail: string } | null {
  const savedAt = Number(response.headers.get(SNAPSHOT_SAVED_AT_HEADER))
  if (!(savedAt > 0)) return null
  const [reason = '', ...detail] = (response.headers.get(SNAPSHOT_REASON_HEADER) ?? '').split(';')
  const known = (['offline', 'slow-network', 'bad-response'] as const).find((name) => name === reason.trim())
  return { savedAt, reason: known ?? 'offline', detail: detail.join(';').trim() }
}
