/** @internal Tests save it to check that it counts as no URL. */
export const SHEET_URL_PLACEHOLDER = 'PASTE_YOUR_GOOGLE_SHEET_CSV_URL_HERE'

/** SPEC.md §8: not "empty or still the placeholder". */
export function isSheetUrlSet(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false
  const t = url.trim()
  return t !== '' && t !== SHEET_URL_PLACEHOLDER
}

/** format=csv (/export), output=csv (/pub) or tqx=out:csv. */
const CSV_INDICATOR = /[?&](?:format|output)=csv(?:[&#]|$)|[?&]tqx=out:csv(?:[&#;]|$)/i

/** A Google Sheets edit, view or published address -> its CSV export (gid from the hash, else the query); anything else as is. */
export function normaliseSheetUrl(url: string): string {
  const trimmed = typeof url === 'string' ? url.trim() : ''
  if (trimmed === '' || CSV_INDICATOR.test(trimmed)) return trimmed
  let u: URL
  try {
    u = new URL(trimmed)
  } catch {
    return trimmed
  }
  if (u.hostname.toLowerCase() !== 'docs.google.com' || !/^https?:$/.test(u.protocol)) return trimmed

  const published = /^\/spreadsheets\/(?:u\/\d+\/)?d\/e\/([^/]+)\/(?:pubhtml|pub)(?:\/|$)/.exec(u.pathname)
  if (published) {
    const gid = gidOf(u)
    return (
      `https://docs.google.com/spreadsheets/d/e/${published[1]}/pub?output=csv` + (gid !== null ? `&gid=${gid}` : '')
    )
  }
  const normal = /^\/spreadsheets\/(?:u\/\d+\/)?d\/([^/]+)(?:\/|$)/.exec(u.pathname)
  if (normal && normal[1] !== 'e') {
    return `https://docs.google.com/spreadsheets/d/${normal[1]}/export?format=csv&gid=${gidOf(u) ?? '0'}`
  }
  return trimmed
}

function gidOf(u: URL): string | null {
  const fromHash = /(?:^#|[#&?])gid=(\d+)/.exec(u.hash)
  if (fromHash) return fromHash[1]!
  const fromQuery = u.searchParams.get('gid')
  return fromQuery !== null && /^\d+$/.test(fromQuery) ? fromQuery : null
}

/** SPEC.md §7: the sheet request's `cb` parameter, set to the current time (the service worker routes by it). */
export const CACHE_BUSTER_PARAM = 'cb'

/** Sets cb={now} (SPEC.md §7) in any existing query, absolute or relative URL; the hash is kept. */
export function withCacheBuster(url: string, now: number): string {
  let rest = url
  let hash = ''
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  let query = ''
  const queryAt = rest.indexOf('?')
  if (queryAt >= 0) {
    query = rest.slice(queryAt + 1)
    rest = rest.slice(0, queryAt)
  }
  const params = new URLSearchParams(query)
  params.set(CACHE_BUSTER_PARAM, String(now))
  return `${rest}?${params.toString()}${hash}`
}
