// Decodes and parses a downloaded sheet in a module Web Worker, so a 17 MB sheet
// never blocks the page. One worker per call, terminated when it is done. Without
// Worker support (jsdom, Node), or if the Worker constructor throws, the same code
// runs on the calling thread, so the result is the same either way. A worker that
// fails after the bytes were handed over rejects (a load failure; the next refresh
// tries again). A SheetLoadError inside the worker rejects with a SheetLoadError
// carrying the same message. Aborting `signal` (the sheet query was cancelled while
// parsing: another sheet URL saved, Clear, or the tool left) terminates the worker
// and rejects with the abort reason: the page does not go on receiving and
// rebuilding a sheet nobody will show.

import type { LoadedSheet } from './company'
import { parseSheetRequest, SheetAssembler, type SheetWorkerRequest, type SheetWorkerResponse } from './sheet-worker-protocol'

function parseHere(request: SheetWorkerRequest): Promise<LoadedSheet> {
  try {
    return Promise.resolve(parseSheetRequest(request))
  } catch (error) {
    return Promise.reject(error)
  }
}

export function parseSheetOffMainThread(bytes: ArrayBuffer, contentType: string | null, signal?: AbortSignal): Promise<LoadedSheet> {
  if (signal?.aborted) return Promise.reject(signal.reason)
  const request: SheetWorkerRequest = { bytes, contentType }
  if (typeof Worker === 'undefined') return parseHere(request)
  let worker: Worker
  try {
    worker = new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return parseHere(request)
  }
  return new Promise<LoadedSheet>((resolve, reject) => {
    let settled = false
    let answered = false
    const assembler = new SheetAssembler()
    const finish = () => {
      settled = true
      worker.onmessage = null
      worker.onerror = null
      worker.onmessageerror = null
      signal?.removeEventListener('abort', abort)
      worker.terminate()
    }
    const abort = () => {
      if (settled) return
      finish()
      reject(signal!.reason)
    }
    signal?.addEventListener('abort', abort)
    worker.onmessage = (event: MessageEvent<SheetWorkerResponse>) => {
      if (settled) return
      answered = true
      performance.mark('sheet:worker-message')
      try {
        const sheet = assembler.accept(event.data)
        if (sheet) {
          finish()
          resolve(sheet)
        }
      } catch (error) {
        finish()
        reject(error)
      }
    }
    const rejectWorkerFailure = (event: Event) => {
      if (settled) return
      event.preventDefault()
      finish()
      // The bytes went to the worker (transferred, not copied: a 50 MB sheet is never duplicated here).
      reject(new Error(answered ? 'The sheet worker stopped while answering' : 'The sheet worker could not start'))
    }
    worker.onerror = rejectWorkerFailure
    worker.onmessageerror = rejectWorkerFailure
    worker.postMessage(request, [bytes])
  })
}
