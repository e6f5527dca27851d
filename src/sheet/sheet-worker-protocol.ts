// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.
//
// A big sheet is answered in several messages: the page deserialises each message
// in one task when it reads it, and one message holding 28,000 companies with
// 200 ZIPs each took 1.6 s on the main thread (a freeze). So the worker sends the
// companies in parts of bounded size ({ ok, part }), then one final message with
// the remaining companies, the ZIP index and the report ({ ok, sheet }). A small
// sheet is a single final message.

import type { Company, LoadedSheet } from './company'
import { decodeSheetBytes } from './csv-body'
import { parseSheet, SheetLoadError } from './parse-sheet'

/** Either the text, or the downloaded bytes (transferred, decoded in the worker: 50 MB never gets copied or decoded on the page). */
export type SheetWorkerRequest = { csvText: string } | { bytes: ArrayBuffer; contentType: string | null }

export type SheetWorkerResponse =
  | { ok: true; sheet: LoadedSheet }
  | { ok: true; part: Company[] }
  | { ok: false; sheetLoadError: boolean; message: string }

/**
 * How much one message may carry, in rough units: 20 per company (its text fields)
 * plus one per ZIP string. About 10 ms of deserialising on a desktop.
 */
export const MESSAGE_BUDGET = 50_000
const companyWeight = (company: Company) => 20 + company.zip_codes.length

function failure(error: unknown): SheetWorkerResponse {
  return {
    ok: false,
    sheetLoadError: error instanceof SheetLoadError,
    message: error instanceof Error ? error.message : String(error),
  }
}

function parseRequest(request: SheetWorkerRequest): LoadedSheet {
  if (request && 'bytes' in request && request.bytes instanceof ArrayBuffer) {
    return parseSheet(decodeSheetBytes(request.bytes, typeof request.contentType === 'string' ? request.contentType : null))
  }
  const csvText = request && 'csvText' in request && typeof request.csvText === 'string' ? request.csvText : ''
  return parseSheet(csvText)
}

/** What the worker does with one request: parseSheet, with any error turned into data (a single message). */
export function handleSheetWorkerRequest(request: SheetWorkerRequest): SheetWorkerResponse {
  try {
    return { ok: true, sheet: parseRequest(request) }
  } catch (error) {
    return failure(error)
  }
}

/**
 * The messages the worker posts for one request, in order: zero or more parts, then
 * one final message (the sheet with the companies not sent yet, or a failure).
 */
export function sheetWorkerMessages(request: SheetWorkerRequest, budget = MESSAGE_BUDGET): SheetWorkerResponse[] {
  let sheet: LoadedSheet
  try {
    sheet = parseRequest(request)
  } catch (error) {
    return [failure(error)]
  }
  const messages: SheetWorkerResponse[] = []
  const { companies } = sheet
  let start = 0
  let weight = 0
  for (let i = 0; i < companies.length; i++) {
    weight += companyWeight(companies[i]!)
    if (weight >= budget && i + 1 < companies.length) {
      messages.push({ ok: true, part: companies.slice(start, i + 1) })
      start = i + 1
      weight = 0
    }
  }
  messages.push({ ok: true, sheet: { ...sheet, companies: start === 0 ? companies : companies.slice(start) } })
  return messages
}

/**
 * Collects a worker's messages. `add` returns null while parts are still arriving,
 * then the whole LoadedSheet for the final message, or throws (SheetLoadError when
 * the worker reported one).
 */
export function sheetWorkerAssembler() {
  const received: Company[] = []
  return {
    add(response: SheetWorkerResponse): LoadedSheet | null {
      if (response && response.ok && 'part' in response) {
        for (const company of response.part) received.push(company)
        return null
      }
      const sheet = unwrapSheetWorkerResponse(response)
      if (received.length === 0) return sheet
      for (const company of sheet.companies) received.push(company)
      return { ...sheet, companies: received }
    },
  }
}

/** Turns a final response back into a LoadedSheet, or throws (SheetLoadError when the worker reported one). */
export function unwrapSheetWorkerResponse(response: SheetWorkerResponse): LoadedSheet {
  if (response && response.ok && 'sheet' in response) return response.sheet
  if (response && !response.ok) {
    if (response.sheetLoadError) throw new SheetLoadError(response.message)
    throw new Error(response.message)
  }
  throw new Error('Unexpected message from the sheet worker')
}
