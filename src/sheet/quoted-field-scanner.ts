// endsInsideQuotedField (csv-body.ts) for a body that arrives in byte chunks: the
// service worker checks a sheet for its snapshot while passing it through, without
// decoding it into a string or holding it whole. Same reading of quotes, step for step:
// a field is quoted only if its first character is '"'; inside it '""' is a literal
// quote; a quote followed (after optional spaces) by ',', CR, LF or the end closes it,
// any other quote is stray and the field goes on.
//
// Valid for every charset a sheet comes in (UTF-8, Windows-1252 and other single-byte
// sets): there the bytes of '"', ',', CR, LF and space only ever stand for those
// characters. Like the string version it jumps from quote to quote (indexOf).

const QUOTE = 34
const COMMA = 44
const LF = 10
const CR = 13
const SPACE = 32

const isDelimiter = (byte: number) => byte === COMMA || byte === LF || byte === CR

type State =
  /** Outside any quoted field. */
  | 'outside'
  /** Inside a quoted field, looking for its closing quote. */
  | 'quoted'
  /** Just read a quote inside a quoted field: '""', a closing quote, or a stray one. */
  | 'after-quote'
  /** After a closing candidate and some spaces: a delimiter closes the field, anything else makes the quote stray. */
  | 'after-quote-spaces'

export class QuotedFieldScanner {
  private state: State = 'outside'
  /** Bytes seen so far. */
  private offset = 0
  /** The last byte seen (-1 before the first). */
  private previous = -1
  /** Where the first field starts: 3 after a UTF-8 byte-order mark, else 0. */
  private first = 0
  private readonly head: number[] = []

  push(chunk: Uint8Array): void {
    const n = chunk.length
    // The first three bytes (all seen before a quote at byte 3 is read): a UTF-8 byte-order mark is not part of the first field.
    for (let k = 0; this.head.length < 3 && k < n; k++) {
      this.head.push(chunk[k]!)
      if (this.head.length === 3 && this.head[0] === 0xef && this.head[1] === 0xbb && this.head[2] === 0xbf)
        this.first = 3
    }
    let i = 0
    while (i < n) {
      switch (this.state) {
        case 'outside': {
          const open = chunk.indexOf(QUOTE, i)
          if (open < 0) {
            i = n
            break
          }
          const position = this.offset + open
          const before = open > 0 ? chunk[open - 1]! : this.previous
          if (position === this.first || (position > this.first && isDelimiter(before))) this.state = 'quoted'
          i = open + 1
          break
        }
        case 'quoted': {
          const quote = chunk.indexOf(QUOTE, i)
          if (quote < 0) {
            i = n
            break
          }
          this.state = 'after-quote'
          i = quote + 1
          break
        }
        case 'after-quote': {
          const byte = chunk[i]!
          if (byte === QUOTE) {
            // '""': a literal quote; the field goes on after it.
            this.state = 'quoted'
            i++
          } else if (byte === SPACE) {
            this.state = 'after-quote-spaces'
            i++
          } else if (isDelimiter(byte)) {
            this.state = 'outside'
            i++
          } else {
            // A stray quote: this byte is read again as part of the field.
            this.state = 'quoted'
          }
          break
        }
        case 'after-quote-spaces': {
          const byte = chunk[i]!
          if (byte === SPACE) i++
          else if (isDelimiter(byte)) {
            this.state = 'outside'
            i++
          } else this.state = 'quoted'
          break
        }
      }
    }
    if (n > 0) {
      this.previous = chunk[n - 1]!
      this.offset += n
    }
  }

  /** True when the body read so far ends inside a quoted field. */
  endsInsideQuotedField(): boolean {
    // A quote as the very last byte closes its field; quote-then-spaces at the end does not (as in the string version).
    return this.state === 'quoted' || this.state === 'after-quote-spaces'
  }
}
