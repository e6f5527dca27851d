// Sheet URL handling (SPEC.md §5, §7).

export const SHEET_URL_PLACEHOLDER = 'PASTE_YOUR_GOOGLE_SHEET_CSV_URL_HERE'

/** False for null/undefined, blank, or the placeholder (SPEC.md §8: "URL empty or still the placeholder"). */
export function isSheetUrlSet(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false
  const t = url.trim()
  return t !== '' && t !== SHEET_URL_PLACEHOLDER
}

/** The URL already asks for CSV: format=csv (/export?format=csv), output=csv (/pub?output=csv) or tqx=out:csv. */
const CSV_INDICATOR = /[?&](?:format|output)=csv(?:[&#]|$)|[?&]tqx=out:csv(?:[&#;]|$)/i

/**
 * Turns a Google Sheets address into its CSV export (trimmed first):
 * - a URL that already asks for CSV is used as is;
 * - https://docs.google.com/spreadsheets/d/{id}/edit#gid=123 (also /edit?usp=sharing,
 *   /edit?gid=5#gid=5, /view, /u/0/d/{id}/…) ->
 *   https://docs.google.com/spreadsheets/d/{id}/export?format=csv&gid={gid}, gid from
 *   the hash, else the query, else 0;
 * - a published-to-web …/spreadsheets/d/e/{pubId}/pubhtml (or /pub), optionally with
 *   ?gid=..&single=true -> …/d/e/{pubId}/pub?output=csv (&gid={gid} if present);
 * - anything else (other hosts, relative paths, unparsable text) unchanged.
 * Never throws.
 */
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

/**
 * Sets query parameter cb={now} (SPEC.md §7), merged into any existing query with
 * URLSearchParams; the hash is kept. Works for absolute and relative URLs
 * ('/demo-sheet.csv' -> '/demo-sheet.csv?cb=123').
 */
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
  params.set('cb', String(now))
  return `${rest}?${params.toString()}${hash}`
}
