// Rules for the service worker's last good copy of each partner sheet.
// Pure functions, shared by the service worker and its unit tests.
import { concatBytes, decodeSheetBytes, endsInsideQuotedField, looksLikeHtml } from '../sheet/csv-body'
import { QuotedFieldScanner } from '../sheet/quoted-field-scanner'

export const SNAPSHOT_CACHE = 'sheet-snapshots-v1'
/** When the served copy was saved (ms since epoch). */
export const SNAPSHOT_SAVED_AT_HEADER = 'x-snapshot-saved-at'
/** Why the snapshot was served instead of the network answer. */
export const SNAPSHOT_REASON_HEADER = 'x-snapshot-reason'
/**
 * On an answer the service worker makes up because no request could be made (the sheet
 * host was blocked by the site's Content-Security-Policy, and no snapshot exists): why.
 */
export const SHEET_FAILURE_HEADER = 'x-sheet-failure'
/** The failure detail when the Content-Security-Policy's connect-src refused the sheet's host (or a redirect to another). */
export const BLOCKED_BY_POLICY = "blocked by this site's security policy"
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

/** looksLikeHtml reads the first 1,024 characters: at most this many bytes. */
const HTML_SNIFF_BYTES = 4 * 1024

/**
 * sheetBodyProblem for a body read in chunks, as the service worker passes it on: the
 * same verdict, without decoding the whole body into a string or keeping it. Keeps only
 * the first 4 KB (for the HTML test) and a quote scanner's state; decodes chunks only
 * until one holds more than whitespace. A body in UTF-16 (not byte-compatible with
 * ASCII, so the quote scanner cannot read it) is kept and checked whole.
 */
export class SheetBodyCheck {
  private readonly head: Uint8Array[] = []
  private headBytes = 0
  private blank = true
  /** Decodes chunks (as a stream: a character may straddle two) only until one holds more than whitespace. */
  private readonly blankDecoder: TextDecoder
  private readonly quotes = new QuotedFieldScanner()
  /** Only for a UTF-16 body. */
  private readonly whole: Uint8Array[] | null

  constructor(private readonly contentType: string | null) {
    this.whole = /charset\s*=\s*"?utf-16/i.test(contentType ?? '') ? [] : null
    const declared = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1]
    try {
      this.blankDecoder = new TextDecoder(declared ?? 'utf-8')
    } catch {
      this.blankDecoder = new TextDecoder('utf-8')
    }
  }

  push(chunk: Uint8Array): void {
    if (this.whole) {
      this.whole.push(chunk)
      return
    }
    if (this.blank) this.blank = this.blankDecoder.decode(chunk, { stream: true }).trim() === ''
    if (this.headBytes < HTML_SNIFF_BYTES) {
      this.head.push(chunk)
      this.headBytes += chunk.length
    }
    this.quotes.push(chunk)
  }

  /** An HTML page, told from the body's start (once 4 KB or the whole body were pushed). */
  looksLikeHtml(): boolean {
    return looksLikeHtml(decodeSheetBytes(concatBytes(this.whole ?? this.head), this.contentType))
  }

  /** The verdict on everything pushed, as sheetBodyProblem gives it for the decoded text. */
  problem(): SheetBodyProblem | null {
    if (this.whole) return sheetBodyProblem(decodeSheetBytes(concatBytes(this.whole), this.contentType))
    if (this.blank) return 'empty response'
    if (this.looksLikeHtml()) return 'HTML page instead of CSV'
    if (this.quotes.endsInsideQuotedField()) return 'download cut off'
    return null
  }
}

export function isGoodSheetBody(status: number, body: string): boolean {
  return status === 200 && sheetBodyProblem(body) === null
}

/** The copy to store: the original bytes and content type, stamped with when it was saved. */
export function snapshotResponse(body: BodyInit, contentType: string | null, savedAt: number): Response {
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
