// Runs parseSheet in a module Web Worker so a 17 MB sheet never blocks the UI.
// One worker per call, terminated when it answers. Without Worker support
// (jsdom, Node) or if the worker cannot start (it fails before answering, e.g. a
// blocked script), parseSheet runs on the calling thread instead, so the result is
// the same either way. A SheetLoadError inside the worker rejects with a
// SheetLoadError carrying the same message.

import type { LoadedSheet } from './company'
import { decodeSheetBytes } from './csv-body'
import { parseSheet } from './parse-sheet'
import { sheetWorkerAssembler, type SheetWorkerRequest, type SheetWorkerResponse } from './sheet-worker-protocol'

function parseHere(csvText: string): Promise<LoadedSheet> {
  try {
    return Promise.resolve(parseSheet(csvText))
  } catch (error) {
    return Promise.reject(error)
  }
}

export function parseSheetOffMainThread(csvText: string): Promise<LoadedSheet> {
  return inWorker({ csvText }, () => parseHere(csvText))
}

/**
 * Decodes (decodeSheetBytes) and parses downloaded bytes in the worker: the page only
 * copies the buffer (one memcpy) instead of decoding 50 MB and cloning the string.
 */
export function parseSheetBytesOffMainThread(bytes: ArrayBuffer, contentType: string | null): Promise<LoadedSheet> {
  const here = () => {
    try {
      return parseHere(decodeSheetBytes(bytes, contentType))
    } catch (error) {
      return Promise.reject(error)
    }
  }
  return inWorker({ bytes, contentType }, here)
}

function inWorker(request: SheetWorkerRequest, here: () => Promise<LoadedSheet>): Promise<LoadedSheet> {
  if (typeof Worker === 'undefined') return here()
  let worker: Worker
  try {
    worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return here()
  }
  return new Promise<LoadedSheet>((resolve, reject) => {
    let settled = false
    const finish = () => {
      settled = true
      worker.onmessage = null
      worker.onerror = null
      worker.onmessageerror = null
      worker.terminate()
    }
    // A big sheet arrives in parts (see sheet-worker-protocol.ts); each is read in its own task.
    const assembler = sheetWorkerAssembler()
    worker.onmessage = (event: MessageEvent<SheetWorkerResponse>) => {
      if (settled) return
      try {
        const sheet = assembler.add(event.data)
        if (sheet === null) return
        finish()
        resolve(sheet)
      } catch (error) {
        finish()
        reject(error)
      }
    }
    const fallBack = (event: Event) => {
      if (settled) return
      event.preventDefault()
      finish()
      here().then(resolve, reject)
    }
    worker.onerror = fallBack
    worker.onmessageerror = fallBack
    worker.postMessage(request)
  })
}
