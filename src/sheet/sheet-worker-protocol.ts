// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.
//
// The page sends the body as it downloads (transferred, not copied; sheet-worker-input.ts).
// The worker parses the records as they arrive (sheet-stream.ts) and sends the companies
// read so far in batches of bounded size, then, when the body is complete, the last
// companies, the ZIP index (two typed arrays, transferred) and the report. The page
// gets what it renders and nothing else: a company's ZIPs are only in the index.
// Receiving a 10k-partner sheet in one message would block the page for tens of
// milliseconds while it is deserialised; batches keep each message's work short, and
// most of them arrive while the body is still downloading.

import type { Company, LoadedSheet, SheetReport, ZipIndex } from './company'
import { SheetLoadError } from './parse-sheet'
import { SheetStreamParser } from './sheet-stream'
import type { SheetWorkerInput } from './sheet-worker-input'

/** Companies per message: about 26 short strings each, so a batch deserialises in a few milliseconds. */
const COMPANIES_PER_MESSAGE = 1_000

export type SheetWorkerResponse =
  | { kind: 'companies'; companies: Company[] }
  /** Forget the companies sent so far: the body was parsed whole after all (sheet-stream.ts), and they come again. */
  | { kind: 'restart' }
  | { kind: 'done'; zipIndex: ZipIndex; report: SheetReport }
  | { kind: 'failed'; sheetLoadError: boolean; message: string }

/** The worker's side of one load: `accept` returns what to send the page for each message it gets. */
export class SheetBodyParser {
  private parser = new SheetStreamParser(null)
  /** How many of the parser's companies the page has. */
  private sent = 0

  constructor(private readonly batchSize = COMPANIES_PER_MESSAGE) {}

  accept(input: SheetWorkerInput): SheetWorkerResponse[] {
    switch (input?.kind) {
      case 'start':
        this.parser = new SheetStreamParser(input.contentType)
        this.sent = 0
        return []
      case 'chunk':
        this.parser.push(new Uint8Array(input.bytes))
        return this.batches(this.parser.companiesRead(), false)
      default:
        // 'end', or a malformed message: answer with what has arrived (nothing at all reads as empty text).
        return this.answer()
    }
  }

  private answer(): SheetWorkerResponse[] {
    const parser = this.parser
    this.parser = new SheetStreamParser(null)
    let sheet: LoadedSheet
    try {
      sheet = parser.finish()
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return [{ kind: 'failed', sheetLoadError: error instanceof SheetLoadError, message }]
    }
    const responses: SheetWorkerResponse[] = []
    if (parser.readWhole && this.sent > 0) {
      responses.push({ kind: 'restart' })
      this.sent = 0
    }
    responses.push(...this.batches(sheet.companies, true), {
      kind: 'done',
      zipIndex: sheet.zipIndex,
      report: sheet.report,
    })
    return responses
  }

  /** The companies the page does not have yet, in batches; the last, smaller batch only when `all`. */
  private batches(companies: readonly Company[], all: boolean): SheetWorkerResponse[] {
    const responses: SheetWorkerResponse[] = []
    while (companies.length - this.sent >= (all ? 1 : this.batchSize)) {
      responses.push({ kind: 'companies', companies: companies.slice(this.sent, this.sent + this.batchSize) })
      this.sent = Math.min(companies.length, this.sent + this.batchSize)
    }
    return responses
  }
}

/** The ArrayBuffers a response can hand over instead of copying (the worker is done with them). */
export function transferablesOf(response: SheetWorkerResponse): ArrayBuffer[] {
  switch (response.kind) {
    case 'companies':
    case 'restart':
      return []
    case 'done':
      return [response.zipIndex.offsets.buffer as ArrayBuffer, response.zipIndex.positions.buffer as ArrayBuffer]
    case 'failed':
      return []
  }
}

/** Collects responses on the page side; `accept` returns the sheet once complete, and throws on failure. */
export class SheetAssembler {
  private companies: Company[] = []

  accept(response: SheetWorkerResponse): LoadedSheet | null {
    switch (response.kind) {
      case 'companies':
        for (const company of response.companies) this.companies.push(company)
        return null
      case 'restart':
        this.companies = []
        return null
      case 'done':
        return { companies: this.companies, zipIndex: response.zipIndex, report: response.report }
      case 'failed':
        if (response.sheetLoadError) throw new SheetLoadError(response.message)
        throw new Error(response.message)
    }
  }
}
