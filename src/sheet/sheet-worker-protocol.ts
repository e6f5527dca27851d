// Message protocol between load-sheet-off-main-thread.ts and sheet-worker.ts.
// Kept apart from the worker entry so it can be unit-tested without a browser.

import type { LoadedSheet } from './company'
import { parseSheet, SheetLoadError } from './parse-sheet'

export interface SheetWorkerRequest {
  csvText: string
}

export type SheetWorkerResponse =
  | { ok: true; sheet: LoadedSheet }
  | { ok: false; sheetLoadError: boolean; message: string }

/** What the worker does with one request: parseSheet, with any error turned into data. */
export function handleSheetWorkerRequest(request: SheetWorkerRequest): SheetWorkerResponse {
  try {
    const csvText = request && typeof request.csvText === 'string' ? request.csvText : ''
    return { ok: true, sheet: parseSheet(csvText) }
  } catch (error) {
    return {
      ok: false,
      sheetLoadError: error instanceof SheetLoadError,
      message: error instanceof Error ? error.message : String(error),
    }
  }
}

/** Turns a response back into a LoadedSheet, or throws (SheetLoadError when the worker reported one). */
export function unwrapSheetWorkerResponse(response: SheetWorkerResponse): LoadedSheet {
  if (response.ok) return response.sheet
  if (response.sheetLoadError) throw new SheetLoadError(response.message)
  throw new Error(response.message)
}
