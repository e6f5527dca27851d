// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.
//
// The page sends the downloaded bytes (transferred, not copied); the worker decodes
// and parses them, then answers in several messages: companies in batches of bounded size, then the
// ZIP index and report. Receiving a 10k-partner sheet in one message would block the
// page for hundreds of milliseconds while it is deserialised; batches keep each
// message's work short.

import type { Company, LoadedSheet, SheetReport, ZipIndex } from './company'
import { decodeSheetBytes } from './csv-body'
import { parseSheet, SheetLoadError } from './parse-sheet'

/**
 * How much one message may carry, in rough units: 20 per company (its text fields)
 * plus one per ZIP string — about 30 ms of deserialising on a desktop.
 */
export const MESSAGE_BUDGET = 150_000
const companyWeight = (company: Company) => 20 + company.zip_codes.length

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
export function sheetWorkerResponses(request: SheetWorkerRequest, budget = MESSAGE_BUDGET): SheetWorkerResponse[] {
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
  const { companies } = sheet
  let start = 0
  let weight = 0
  for (let end = 0; end < companies.length; end++) {
    weight += companyWeight(companies[end]!)
    if (weight >= budget || end === companies.length - 1) {
      responses.push({ kind: 'companies', companies: companies.slice(start, end + 1) })
      start = end + 1
      weight = 0
    }
  }
  responses.push({ kind: 'done', zipIndex: sheet.zipIndex, report: sheet.report })
  return responses
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
