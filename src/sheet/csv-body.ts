// Cheap checks on a downloaded sheet body, shared by the parser and the service
// worker (which must not bundle the CSV parser).

/** HTML instead of CSV (a sign-in or error page): starts with <!doctype or <html, or has <html in the first 1 KB. */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 1024).toLowerCase()
  const start = head.trimStart()
  return start.startsWith('<!doctype') || start.startsWith('<html') || head.includes('<html')
}

/**
 * True when the text ends inside a quoted CSV field: the download was cut off, or a
 * stray quote swallowed the rest of the sheet. Reads quotes as papaparse (the
 * parser) does, so the service worker and the parser always agree on a body:
 * a field is quoted only if it starts with '"'; inside it '""' is a literal quote,
 * and a quote that is not followed (after optional spaces) by ',', a line break or
 * the end is a stray literal quote and the field goes on. Quotes inside unquoted
 * fields are literal.
 *
 * Linear, and it only visits quotes: outside a quoted field it jumps (indexOf) to
 * the next '"', which opens a quoted field exactly when it starts a field, i.e.
 * when it comes first or right after ',', CR or LF (every other quote sits inside
 * an unquoted field and is literal).
 */
export function endsInsideQuotedField(text: string): boolean {
  return unclosedQuoteAt(text) >= 0
}

/** Where the first field starts: after a leading byte-order mark, which is not part of it (the parser strips it too). */
export function firstFieldAt(text: string): number {
  return text.charCodeAt(0) === 0xfeff ? 1 : 0
}

/**
 * Where the quoted field that never closes opens (the index of its '"'), or -1 (see
 * endsInsideQuotedField). `first`: where the first field starts (0 for text that
 * starts at a record in the middle of a sheet).
 */
export function unclosedQuoteAt(text: string, first = firstFieldAt(text)): number {
  return walkQuotedFields(text, first)
}

/**
 * Where the last line break outside quoted fields starts in `text` (which starts at a
 * record's start, its first field at `first`; its end may cut a record or a quoted
 * field), or -1: the text before it is whole records. `lineBreak` is the one papaparse
 * reads the sheet with: with '\r\n' a lone LF is part of a field, not a break.
 */
export function lastRecordBreak(text: string, lineBreak: '\n' | '\r\n', first: number): number {
  let last = -1
  // The next LF at or after the stretch being looked at (text.length when there is none).
  let lf = -1
  walkQuotedFields(text, first, (from, to) => {
    if (lf < from) lf = nextLineFeed(text, from)
    for (; lf < to; lf = nextLineFeed(text, lf + 1)) {
      if (lineBreak === '\n') last = lf
      else if (lf > from && text.charCodeAt(lf - 1) === 13) last = lf - 1
    }
  })
  return last
}

function nextLineFeed(text: string, from: number): number {
  const at = text.indexOf('\n', from)
  return at < 0 ? text.length : at
}

/**
 * Walks the quoted fields as papaparse reads them (see endsInsideQuotedField), calling
 * `outside(from, to)` for each stretch of text outside them, and returns where the
 * quoted field that never closes opens, or -1.
 */
function walkQuotedFields(text: string, first: number, outside?: (from: number, to: number) => void): number {
  const n = text.length
  let i = first
  let stretchFrom = first
  while (i < n) {
    const open = text.indexOf('"', i)
    if (open < 0) break
    if (open !== first) {
      const before = text.charCodeAt(open - 1)
      if (before !== 44 && before !== 10 && before !== 13) {
        i = open + 1 // a literal quote inside an unquoted field
        continue
      }
    }
    outside?.(stretchFrom, open)
    let from = open + 1
    for (;;) {
      const quote = text.indexOf('"', from)
      if (quote < 0) return open
      if (text.charCodeAt(quote + 1) === 34) {
        from = quote + 2
        continue
      }
      if (quote === n - 1) return -1
      let after = quote + 1
      while (text.charCodeAt(after) === 32) after++
      const c = text.charCodeAt(after)
      if (c === 44 || c === 10 || c === 13) {
        i = stretchFrom = after // the delimiter after the closing quote; the next field starts after it
        break
      }
      // A stray quote: papaparse keeps reading the field.
      from = quote + 1
    }
  }
  outside?.(stretchFrom, n)
  return -1
}

/** The chunks of a body as one array (the chunk itself when there is one). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.length
  }
  return all
}

/** The charset a Content-Type declares, lower-cased, or null. */
export function charsetOf(contentType: string | null): string | null {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')
  return match?.[1]?.toLowerCase() ?? null
}

/**
 * Decodes a sheet download. A declared charset is honoured; otherwise UTF-8, and
 * bytes that are not valid UTF-8 are read as Windows-1252 (a sheet exported by a
 * desktop spreadsheet) instead of turning into replacement characters.
 */
export function decodeSheetBytes(bytes: ArrayBuffer | Uint8Array, contentType: string | null): string {
  const declared = charsetOf(contentType)
  if (declared && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(bytes)
    } catch {
      // Unknown label: fall through to UTF-8.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
