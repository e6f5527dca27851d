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

/** Where the quoted field that never closes opens (the index of its '"'), or -1 (see endsInsideQuotedField). */
export function unclosedQuoteAt(text: string): number {
  const n = text.length
  // A leading byte-order mark is not part of the first field (the parser strips it too).
  const first = text.charCodeAt(0) === 0xfeff ? 1 : 0
  let i = first
  while (i < n) {
    const open = text.indexOf('"', i)
    if (open < 0) return -1
    if (open !== first) {
      const before = text.charCodeAt(open - 1)
      if (before !== 44 && before !== 10 && before !== 13) {
        i = open + 1 // a literal quote inside an unquoted field
        continue
      }
    }
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
        i = after // the delimiter after the closing quote; the next field starts after it
        break
      }
      // A stray quote: papaparse keeps reading the field.
      from = quote + 1
    }
  }
  return -1
}

function charsetOf(contentType: string | null): string | null {
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
