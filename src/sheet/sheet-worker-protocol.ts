// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.
//
// The page sends the downloaded bytes (transferred, not copied); the worker decodes
// and parses them, then answers in several messages: the companies in batches of
// bounded size, then the ZIP index (two typed arrays, transferred) and the report.
// The page gets what it renders and nothing else: a company's ZIPs are only in the
// index. Receiving a 10k-partner sheet in one message would block the page for
// tens of milliseconds while it is deserialised; batches keep each message's work short.

import type { Company, LoadedSheet, SheetReport, ZipIndex } from './company'
import { decodeSheetBytes } from './csv-body'
import { parseSheet, SheetLoadError } from './parse-sheet'

/** Companies per message: about 26 short strings each, so a batch deserialises in a few milliseconds. */
const COMPANIES_PER_MESSAGE = 1_000

export interface SheetWorkerRequest {
  bytes: ArrayBuffer
  contentType: string | null
}

export type SheetWorkerResponse =
  | { kind: 'companies'; companies: Company[] }
  | { kind: 'done'; zipIndex: ZipIndex; report: SheetReport }
  | { kind: 'failed'; sheetLoadError: boolean; message: string }

/** Decodes and parses one request; throws what parseSheet throws. */
export function parseSheetRequest(request: SheetWorkerRequest): LoadedSheet {
  // Duck-typed: a buffer from another realm (an iframe, a test DOM) is still a buffer.
  const bytes = typeof request?.bytes?.byteLength === 'number' ? request.bytes : new ArrayBuffer(0)
  return parseSheet(decodeSheetBytes(bytes, request?.contentType ?? null))
}

/** Everything the worker posts for one request, in order. */
export function sheetWorkerResponses(request: SheetWorkerRequest, batchSize = COMPANIES_PER_MESSAGE): SheetWorkerResponse[] {
  let sheet: LoadedSheet
  try {
    sheet = parseSheetRequest(request)
  } catch (error) {
    return [
      {
        kind: 'failed',
        sheetLoadError: error instanceof SheetLoadError,
        message: error instanceof Error ? error.message : String(error),
      },
    ]
  }
  const responses: SheetWorkerResponse[] = []
  for (let start = 0; start < sheet.companies.length; start += batchSize) {
    responses.push({ kind: 'companies', companies: sheet.companies.slice(start, start + batchSize) })
  }
  responses.push({ kind: 'done', zipIndex: sheet.zipIndex, report: sheet.report })
  return responses
}

/** The ArrayBuffers a response can hand over instead of copying (the worker is done with them). */
export function transferablesOf(response: SheetWorkerResponse): ArrayBuffer[] {
  switch (response.kind) {
    case 'companies':
      return []
    case 'done':
      return [response.zipIndex.offsets.buffer as ArrayBuffer, response.zipIndex.positions.buffer as ArrayBuffer]
    case 'failed':
      return []
  }
}

/** Collects responses on the page side; `accept` returns the sheet once complete, and throws on failure. */
export class SheetAssembler {
  private readonly companies: Company[] = []

  accept(response: SheetWorkerResponse): LoadedSheet | null {
    switch (response.kind) {
      case 'companies':
        for (const company of response.companies) this.companies.push(company)
        return null
      case 'done':
        return { companies: this.companies, zipIndex: response.zipIndex, report: response.report }
      case 'failed':
        if (response.sheetLoadError) throw new SheetLoadError(response.message)
        throw new Error(response.message)
    }
  }
}
