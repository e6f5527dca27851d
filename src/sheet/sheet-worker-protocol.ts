// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.
//
// The page sends the downloaded bytes (transferred, not copied); the worker decodes
// and parses them, then answers in several messages: companies in batches of bounded size, then the
// ZIP index and report. Receiving a 10k-partner sheet in one message would block the
// page for hundreds of milliseconds while it is deserialised; batches keep each
// message's work short.
//
// ZIP lists travel as numbers, not strings: a batch's ZIPs are one Int32Array
// (transferred), and the page turns each code back into its 5-digit string, one
// string per distinct ZIP shared by every company that lists it (as parseSheet does).
// Cloned as strings, a 10k x 200 sheet is 2M separate string objects for the page
// to deserialise and then garbage-collect: tasks well over 100 ms on a slow machine,
// and tens of MB of page memory.

import type { Company, LoadedSheet, SheetReport, ZipIndex } from './company'
import { decodeSheetBytes } from './csv-body'
import { parseSheet, SheetLoadError } from './parse-sheet'

/**
 * How much one message may carry, in rough units: 20 per company (its text fields)
 * plus one per ZIP (a number to turn back into its shared string on the page). When
 * ZIPs were sent as strings this was about 30 ms of deserialising on a desktop; with
 * ZIPs as numbers a batch is well under that (10k x 200 sheet: no page task over 50 ms
 * on the 2-core test machine).
 */
export const MESSAGE_BUDGET = 150_000
const companyWeight = (company: Company) => 20 + company.zip_codes.length

export interface SheetWorkerRequest {
  bytes: ArrayBuffer
  contentType: string | null
}

export type SheetWorkerResponse =
  /**
   * `companies` have an empty zip_codes (one shared empty array); `zipCodes` holds, company
   * after company, its ZIP count and then its ZIPs as numbers (54016 for '54016', 501 for '00501').
   */
  | { kind: 'companies'; companies: Company[]; zipCodes: Int32Array }
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
      responses.push(companiesMessage(companies.slice(start, end + 1)))
      start = end + 1
      weight = 0
    }
  }
  responses.push({ kind: 'done', zipIndex: sheet.zipIndex, report: sheet.report })
  return responses
}

/** A batch of companies, their ZIP lists packed as numbers (see SheetWorkerResponse). */
function companiesMessage(batch: readonly Company[]): SheetWorkerResponse {
  let size = 0
  for (const company of batch) size += 1 + company.zip_codes.length
  const zipCodes = new Int32Array(size)
  const noZips: string[] = []
  const companies: Company[] = []
  let k = 0
  for (const company of batch) {
    const zips = company.zip_codes
    zipCodes[k++] = zips.length
    for (let i = 0; i < zips.length; i++) zipCodes[k++] = zipCode(zips[i]!)
    companies.push({ ...company, zip_codes: noZips })
  }
  return { kind: 'companies', companies, zipCodes }
}

/** '54016' -> 54016. parseSheet only keeps strings of exactly 5 ASCII digits. */
function zipCode(zip: string): number {
  return (
    (zip.charCodeAt(0) - 48) * 10000 +
    (zip.charCodeAt(1) - 48) * 1000 +
    (zip.charCodeAt(2) - 48) * 100 +
    (zip.charCodeAt(3) - 48) * 10 +
    (zip.charCodeAt(4) - 48)
  )
}

/** The ArrayBuffers a response can hand over instead of copying (the worker is done with them). */
export function transferablesOf(response: SheetWorkerResponse): ArrayBuffer[] {
  switch (response.kind) {
    case 'companies':
      return [response.zipCodes.buffer as ArrayBuffer]
    case 'done':
      return [response.zipIndex.offsets.buffer as ArrayBuffer, response.zipIndex.positions.buffer as ArrayBuffer]
    case 'failed':
      return []
  }
}

/** Collects responses on the page side; `accept` returns the sheet once complete, and throws on failure. */
export class SheetAssembler {
  private readonly companies: Company[] = []
  /** The string of each ZIP code seen so far ('' if none yet): one string per distinct ZIP. */
  private readonly zipStrings: string[] = new Array<string>(100_000).fill('')

  accept(response: SheetWorkerResponse): LoadedSheet | null {
    switch (response.kind) {
      case 'companies': {
        const { zipCodes } = response
        const strings = this.zipStrings
        let k = 0
        for (const company of response.companies) {
          const count = zipCodes[k++]!
          const zips = new Array<string>(count)
          for (let i = 0; i < count; i++) {
            const code = zipCodes[k++]!
            let zip = strings[code]!
            if (zip === '') zip = strings[code] = String(100_000 + code).slice(1)
            zips[i] = zip
          }
          company.zip_codes = zips
          this.companies.push(company)
        }
        return null
      }
      case 'done':
        return { companies: this.companies, zipIndex: response.zipIndex, report: response.report }
      case 'failed':
        if (response.sheetLoadError) throw new SheetLoadError(response.message)
        throw new Error(response.message)
    }
  }
}
