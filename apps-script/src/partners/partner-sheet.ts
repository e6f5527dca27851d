// The partner sheet: where each partner's quote goes, read from the sheet the tool loads (PARTNER_SHEET_URL) by the
// tool's own header aliases and recipient rule, and cached for 10 minutes.
import { NO_PARTNER_SHEET_URL, PARTNER_SHEET_UNREADABLE } from '../../../src/bookings/booking'
import { partnerKey } from '../../../src/bookings/partner-bookings'
import { quoteRecipient, type PartnerRecipientRow } from '../../../src/bookings/quote-recipient'
import { mapColumns } from '../../../src/partners/headers'
import { safeEmail } from '../../../src/partners/safe-email'
import { scriptProperty } from '../platform/script-properties'

/**
 * A row as the recipient rule reads it, with its Service Category for lead intake and its Display Name for the
 * homeowner's emails (each absent in an older cache).
 */
type PartnerSheetRow = PartnerRecipientRow & { service_category?: string; display_name?: string }

/** The sheet's rows as the recipient rule reads them, and how many partners (distinct names) it lists. */
export type PartnerSheet = { rows: PartnerSheetRow[]; partners: number } | { reason: string }

const PARTNER_CACHE_KEY = 'partner-sheet'
const PARTNER_CACHE_SECONDS = 600
/** Characters per cached piece, the text being ASCII: under the cache's limit of 100 KB a value. */
const CACHE_PIECE_LENGTH = 90_000
const MAX_CACHE_PIECES = 100

/** The partner sheet, or why it cannot be read; `fresh` skips the cache (deliver, check). */
export function partnerSheet(fresh: boolean): PartnerSheet {
  const url = scriptProperty('PARTNER_SHEET_URL').trim()
  if (!url) return { reason: NO_PARTNER_SHEET_URL }
  if (!fresh) {
    const cached = cachedPartners(url)
    if (cached) return cached
  }
  const read = fetchPartners(url)
  if ('rows' in read) cachePartners(url, read)
  return read
}

/** Where a booked partner's quote goes. */
export function recipientFor(partners: PartnerSheet, name: string): { addresses: string[] } | { reason: string } {
  return 'reason' in partners ? { reason: partners.reason } : quoteRecipient(partners.rows, name)
}

/** The name the homeowner knows the partner by: the sheet's Display Name for it, else `name` as booked. */
export function partnerDisplayName(partners: PartnerSheet | null, name: string): string {
  const key = partnerKey(name)
  const row =
    partners && 'rows' in partners ? partners.rows.find((each) => partnerKey(each.company_name) === key) : null
  return row?.display_name?.trim() || name
}

/** The sheet's service categories, for lead intake; none when it cannot be read. */
export const partnerCategories = (partners: PartnerSheet): string[] =>
  'rows' in partners ? partners.rows.map((row) => (row.service_category ?? '').trim()).filter((c) => c !== '') : []

function fetchPartners(url: string): PartnerSheet {
  let response: GoogleAppsScript.URL_Fetch.HTTPResponse
  try {
    response = UrlFetchApp.fetch(withCacheBuster(url, Date.now()), { muteHttpExceptions: true })
  } catch {
    return { reason: PARTNER_SHEET_UNREADABLE }
  }
  if (response.getResponseCode() !== 200) return { reason: PARTNER_SHEET_UNREADABLE }
  return readPartnerSheet(response.getContentText())
}

/** The URL with `cb={now}`, as the tool asks, so no cache between Google and the sheet answers an old copy. */
function withCacheBuster(url: string, now: number): string {
  const base = url.split('#')[0]!
  const at = base.indexOf('?')
  const query = at < 0 ? [] : base.slice(at + 1).split('&')
  const kept = query.filter((part) => part !== '' && part.split('=')[0] !== 'cb')
  kept.push(`cb=${now}`)
  return `${at < 0 ? base : base.slice(0, at)}?${kept.join('&')}`
}

/** The first non-empty cell of these columns, trimmed (as the tool reads a field fed by several columns). */
const pick = (row: readonly string[], columns: readonly number[]) =>
  columns.map((column) => (row[column] ?? '').trim()).find((value) => value !== '') ?? ''

/**
 * @internal Exported for the tests' handle. The partner sheet's CSV, by the tool's header aliases; the Email cell as
 * the tool keeps it (safeEmail).
 */
export function readPartnerSheet(text: string): PartnerSheet {
  const body = String(text).replace(/^\uFEFF/, '')
  if (/^\s*</.test(body) || /<html/i.test(body.slice(0, 1024))) return { reason: PARTNER_SHEET_UNREADABLE }
  let csv: string[][]
  try {
    csv = Utilities.parseCsv(body)
  } catch {
    return { reason: PARTNER_SHEET_UNREADABLE }
  }
  const headerAt = csv.findIndex((row) => row.join('').trim() !== '')
  if (headerAt < 0) return { reason: PARTNER_SHEET_UNREADABLE }
  const { columns } = mapColumns(csv[headerAt]!)
  if (columns.company_name.length === 0) return { reason: PARTNER_SHEET_UNREADABLE }
  const rows: PartnerSheetRow[] = []
  const names = new Set<string>()
  for (const row of csv.slice(headerAt + 1)) {
    const name = pick(row, columns.company_name)
    if (partnerKey(name) === '') continue
    names.add(partnerKey(name))
    rows.push({
      company_name: name,
      quote_email: pick(row, columns.quote_email),
      email: safeEmail(pick(row, columns.email)) ?? '',
      service_category: pick(row, columns.service_category),
      display_name: pick(row, columns.display_name),
    })
  }
  return { rows, partners: names.size }
}

/** The rows as the cache keeps them: an index naming the URL and its pieces, each under the value limit. */
function cachePartners(url: string, read: { rows: PartnerSheetRow[]; partners: number }) {
  // Escaped to ASCII, a piece is as many bytes as characters, and no cut falls inside a character.
  const text = JSON.stringify(read.rows).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${`000${c.charCodeAt(0).toString(16)}`.slice(-4)}`,
  )
  const count = Math.ceil(text.length / CACHE_PIECE_LENGTH)
  if (count > MAX_CACHE_PIECES) return
  const stamp = Utilities.getUuid()
  const values: Record<string, string> = {}
  for (let i = 0; i < count; i++)
    values[`${PARTNER_CACHE_KEY}:${stamp}:${i}`] = text.slice(i * CACHE_PIECE_LENGTH, (i + 1) * CACHE_PIECE_LENGTH)
  values[PARTNER_CACHE_KEY] = JSON.stringify({ url, stamp, pieces: count, partners: read.partners })
  try {
    CacheService.getScriptCache().putAll(values, PARTNER_CACHE_SECONDS)
  } catch {
    // A cache that refuses only means the next request fetches the sheet again.
  }
}

/** The cached rows for this URL, or null when any piece is missing (the cache may evict items early). */
function cachedPartners(url: string): PartnerSheet | null {
  try {
    const cache = CacheService.getScriptCache()
    const index = JSON.parse(cache.get(PARTNER_CACHE_KEY) ?? 'null') as {
      url: string
      stamp: string
      pieces: number
      partners: number
    } | null
    if (!index || index.url !== url) return null
    const keys: string[] = []
    for (let i = 0; i < index.pieces; i++) keys.push(`${PARTNER_CACHE_KEY}:${index.stamp}:${i}`)
    const pieces = cache.getAll(keys)
    let text = ''
    for (const key of keys) {
      if (typeof pieces[key] !== 'string') return null
      text += pieces[key]
    }
    return { rows: JSON.parse(text) as PartnerSheetRow[], partners: index.partners }
  } catch {
    return null
  }
}
