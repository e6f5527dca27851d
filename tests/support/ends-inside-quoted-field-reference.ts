// The first implementation of endsInsideQuotedField (csv-body.ts), kept as a test
// oracle: it walks every field (indexOf to each comma and line break). The shipped
// version only visits quotes; the unit tests check that both always agree.

export function endsInsideQuotedFieldReference(text: string): boolean {
  const n = text.length
  let nextComma = -1
  let nextNewline = -1
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0
  while (i < n) {
    if (text.charCodeAt(i) === 34) {
      let from = i + 1
      for (;;) {
        const quote = text.indexOf('"', from)
        if (quote < 0) return true
        if (text.charCodeAt(quote + 1) === 34) {
          from = quote + 2
          continue
        }
        if (quote === n - 1) return false
        let after = quote + 1
        while (text.charCodeAt(after) === 32) after++
        const c = text.charCodeAt(after)
        if (c === 44 || c === 10 || c === 13) {
          i = after
          break
        }
        from = quote + 1
      }
    }
    if (nextComma < i) nextComma = text.indexOf(',', i)
    if (nextNewline < i) nextNewline = nextLineBreak(text, i)
    if (nextComma < 0) nextComma = n
    if (nextNewline < 0) nextNewline = n
    i = Math.min(nextComma, nextNewline) + 1
  }
  return false
}

function nextLineBreak(text: string, from: number): number {
  const lf = text.indexOf('\n', from)
  const cr = text.indexOf('\r', from)
  if (lf < 0) return cr
  if (cr < 0) return lf
  return Math.min(lf, cr)
}
