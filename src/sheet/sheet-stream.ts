// Parses a sheet while it downloads, so a Refresh of a big sheet is "Loaded" soon
// after its last byte arrives. The body is decoded as it arrives; whenever at least
// a run's worth of text is waiting, the whole records in it are split (papaparse)
// and read (SheetRecordReader). At the end only the last records, the ZIP index and
// the report are left to do.
//
// The result is exactly parseSheet's for the whole body (tests/unit/sheet/sheet-stream.test.ts
// holds them equal): a run ends at a line break outside quoted fields, read as
// papaparse reads them (lastRecordBreak), and every run is split with the line break
// papaparse guesses for the whole body, from its first 1 Mi characters (guessed from
// the first run, and checked at the end when that run was shorter).
//
// The whole body is parsed at the end instead (decodeSheetBytes, then parseSheet)
// wherever reading as it arrives could give something else: a body under one run, a
// declared charset other than UTF-8, bytes that are not UTF-8 (read as Windows-1252),
// line breaks that are a lone CR, an HTML page, and every failure, so an error says
// exactly what parseSheet says (the row of a quote that never closes, for one).

import Papa from 'papaparse'
import type { Company, LoadedSheet } from './company'
import {
  charsetOf,
  concatBytes,
  decodeSheetBytes,
  firstFieldAt,
  lastRecordBreak,
  looksLikeHtml,
  unclosedQuoteAt,
} from './csv-body'
import {
  parseRecords,
  parseSheet,
  PAPA_OPTIONS,
  SheetRecordReader,
  stripBom,
  withoutTrailingCarriageReturn,
  type LineBreak,
} from './parse-sheet'

/** papaparse guesses the line break from this many characters of the text it is given. */
const LINE_BREAK_GUESS_CHARS = 1024 * 1024

/** Characters read per run: a few tens of milliseconds of work each. */
const RUN_CHARS = 1024 * 1024

function declaresUtf8OrNothing(contentType: string | null): boolean {
  const charset = charsetOf(contentType)
  return charset === null || charset === 'utf-8' || charset === 'utf8'
}

/** papaparse drops one byte-order mark from the start of every text it parses. */
const startsWithBom = (text: string) => text.charCodeAt(0) === 0xfeff

/** The line break papaparse reads a text with when not told one: guessed from its first 1 Mi characters after the mark it drops. */
function guessLineBreak(text: string): LineBreak {
  const looked = text.slice(0, LINE_BREAK_GUESS_CHARS + (startsWithBom(text) ? 1 : 0))
  return Papa.parse<string[]>(looked, { ...PAPA_OPTIONS, preview: 1 }).meta.linebreak as LineBreak
}

export class SheetStreamParser {
  /** The body as it arrived: parsed whole at the end when reading as it arrived is off. */
  private readonly chunks: Uint8Array[] = []
  private readonly decoder = new TextDecoder('utf-8', { fatal: true })
  private readonly reader = new SheetRecordReader()
  /** Decoded text not read yet: it starts at a record's start. */
  private pending = ''
  private runsRead = 0
  /**
   * Pending characters at which the next run is tried: runChars after a run, and twice as
   * many after a try that found no record break (one quoted cell running on, or a body
   * that is no CSV), so text that never breaks is scanned a bounded number of times.
   */
  private nextTryAt: number
  /** The line break the runs are split with, guessed from the first run. */
  private lineBreak: '\n' | '\r\n' | null = null
  /** How many characters the line break was guessed from. */
  private guessedFrom = 0
  /** The text's first characters, as far as papaparse's guess looks (and two more, for the byte-order marks parseSheet and papaparse drop). */
  private head = ''
  /** Whether the text goes on past `head`. */
  private headCut = false
  /** Set when reading as it arrives is off or went wrong: finish() parses the whole body. */
  private wholeBody: boolean
  /** Whether finish() parsed the whole body: the companies read while it arrived are not the sheet's. */
  readWhole = false

  /** `runChars`: characters waiting before a run is read (tests set it low). */
  constructor(
    private readonly contentType: string | null,
    private readonly runChars = RUN_CHARS,
  ) {
    this.wholeBody = !declaresUtf8OrNothing(contentType)
    this.nextTryAt = runChars
  }

  /** The body's next bytes. The parser keeps the array: do not change it afterwards. */
  push(chunk: Uint8Array): void {
    this.chunks.push(chunk)
    if (this.wholeBody) return
    try {
      const text = this.decoder.decode(chunk, { stream: true })
      this.keepHead(text)
      this.pending += text
      if (this.pending.length >= this.nextTryAt) this.readWholeRecords()
    } catch {
      this.wholeBody = true
      this.pending = ''
    }
  }

  /** The companies read so far, in sheet order: the first ones of the sheet, unless finish() reads the body whole. */
  companiesRead(): readonly Company[] {
    return this.reader.companiesRead()
  }

  /** The body is complete: the sheet. Throws what parseSheet throws. */
  finish(): LoadedSheet {
    const text = this.wholeBody ? null : this.lastText()
    // Nothing read yet (a body under one run): the text is the whole sheet, and parseSheet's verdict stands.
    if (text !== null && this.runsRead === 0) return parseSheet(text)
    const sheet = text === null ? null : this.readRest(text)
    if (sheet) return sheet
    this.readWhole = true
    return parseSheet(decodeSheetBytes(concatBytes(this.chunks), this.contentType))
  }

  /** The text not read yet, with the decoder's last characters; null when the body's end is not UTF-8. */
  private lastText(): string | null {
    try {
      const text = this.decoder.decode()
      this.keepHead(text)
      return this.pending + text
    } catch {
      return null
    }
  }

  /** Reads the last records into the sheet; null when parseSheet must read the whole body instead. */
  private readRest(text: string): LoadedSheet | null {
    const rest = withoutTrailingCarriageReturn(text)
    // A rest starting with a byte-order mark would lose it to papaparse, unlike the same record inside the whole text.
    if (!this.readAsParseSheetReads() || startsWithBom(rest) || unclosedQuoteAt(rest, 0) >= 0) return null
    try {
      // An empty rest holds no record (papaparse reads '' as none): the body ended with a line break.
      if (rest !== '') this.reader.read(parseRecords(rest, this.lineBreak!))
      return this.reader.finish()
    } catch {
      return null
    }
  }

  private keepHead(text: string): void {
    const room = LINE_BREAK_GUESS_CHARS + 2 - this.head.length
    if (text.length > room) this.headCut = true
    if (room > 0) this.head += text.slice(0, room)
  }

  /** Whether parseSheet reads the whole text as the runs were read: not an HTML page, and with the same line break. */
  private readAsParseSheetReads(): boolean {
    const text = stripBom(this.head)
    if (looksLikeHtml(text)) return false
    // The first run held all the text papaparse's guess looks at (always, with the default run size).
    if (this.guessedFrom > LINE_BREAK_GUESS_CHARS) return true
    return guessLineBreak(this.headCut ? text : withoutTrailingCarriageReturn(text)) === this.lineBreak
  }

  /** Reads the whole records waiting; the rest waits for more text. Throws when reading as it arrives must stop. */
  private readWholeRecords(): void {
    // The first run starts the sheet: as in parseSheet, a byte-order mark is dropped.
    const text = this.runsRead === 0 ? stripBom(this.pending) : this.pending
    // papaparse would drop a byte-order mark starting a later run, unlike the same record inside the whole text.
    if (this.runsRead > 0 && startsWithBom(text)) throw new Error('A run starts with a byte-order mark: parsed whole')
    if (this.lineBreak === null) {
      const guess = guessLineBreak(text)
      if (guess === '\r') throw new Error('Lone CR line breaks: parsed whole')
      this.lineBreak = guess
      this.guessedFrom = text.length
    }
    const first = this.runsRead === 0 ? firstFieldAt(text) : 0
    const end = lastRecordBreak(text, this.lineBreak, first)
    // A run of nothing (or of the mark papaparse drops) would be one blank record, which papaparse reads as none: wait for the next break.
    if (end <= first) {
      this.nextTryAt = text.length * 2
      return
    }
    const records = parseRecords(text.slice(0, end), this.lineBreak)
    // papaparse went on reading a quoted field past the break (a quote followed by a lone CR
    // closes a field for lastRecordBreak, not for papaparse): the runs would not be its records.
    if (records.endsInsideQuotes) throw new Error('A run ends inside quotes for papaparse: parsed whole')
    this.reader.read(records)
    this.runsRead++
    this.pending = text.slice(end + this.lineBreak.length)
    this.nextTryAt = this.runChars
  }
}
