// Decodes and parses a downloading sheet in a module Web Worker, so an 18 MB sheet
// never blocks the page. startSheetParse starts the worker as the answer starts; each
// chunk of the body goes to it as it arrives (its buffer transferred, not copied), and
// finish() resolves with the sheet. One worker per load, terminated when it is done.
//
// Without Worker support (jsdom, Node), or if the Worker constructor throws, the chunks
// are parsed on the calling thread as they arrive (sheet-stream.ts), with the same result. A worker
// that fails rejects (a load failure; the next refresh tries again). A SheetLoadError
// inside the worker rejects with a SheetLoadError carrying the same message. Aborting
// `signal` (Cancel, another sheet URL saved, Clear, the tool left) terminates the worker
// and rejects with the abort reason: the page does not go on receiving and rebuilding a
// sheet nobody will show.

import type { LoadedSheet } from './company'
import { SheetStreamParser } from './sheet-stream'
import { bufferOf, type SheetWorkerInput } from './sheet-worker-input'
import { SheetAssembler, type SheetWorkerResponse } from './sheet-worker-protocol'

export interface SheetParse {
  /** The body's next chunk. Its buffer may be handed to the worker: do not use the chunk afterwards. */
  push(chunk: Uint8Array): void
  /** The body is complete: the parsed sheet. */
  finish(): Promise<LoadedSheet>
  /** The download failed: stop (terminates the worker). */
  abandon(): void
}

/** Parses here: jsdom and Node, or a browser that refused the worker. */
function parseHere(contentType: string | null, signal?: AbortSignal): SheetParse {
  const parser = new SheetStreamParser(contentType)
  return {
    push: (chunk) => parser.push(chunk),
    finish: () => {
      if (signal?.aborted) return Promise.reject(signal.reason)
      try {
        return Promise.resolve(parser.finish())
      } catch (error) {
        return Promise.reject(error)
      }
    },
    abandon: () => undefined,
  }
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null
  try {
    return new Worker(new URL('./sheet-worker.ts', import.meta.url), { type: 'module' })
  } catch {
    return null
  }
}

export function startSheetParse(contentType: string | null, signal?: AbortSignal): SheetParse {
  if (signal?.aborted) {
    const aborted = Promise.reject(signal.reason)
    aborted.catch(() => undefined)
    return { push: () => undefined, finish: () => aborted, abandon: () => undefined }
  }
  const worker = startWorker()
  if (!worker) return parseHere(contentType, signal)
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
  let abort = () => {}
  const sheet = new Promise<LoadedSheet>((resolve, reject) => {
    abort = () => {
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
        const loaded = assembler.accept(event.data)
        if (loaded) {
          finish()
          resolve(loaded)
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
      reject(new Error(answered ? 'The sheet worker stopped while answering' : 'The sheet worker could not start'))
    }
    worker.onerror = rejectWorkerFailure
    worker.onmessageerror = rejectWorkerFailure
  })
  // Rejections before finish() is called (an early worker failure) are handed over by finish().
  sheet.catch(() => undefined)
  const post = (input: SheetWorkerInput, transfer: Transferable[] = []) => {
    if (!settled) worker.postMessage(input, transfer)
  }
  post({ kind: 'start', contentType })
  return {
    push: (chunk) => {
      const bytes = bufferOf(chunk)
      post({ kind: 'chunk', bytes }, [bytes])
    },
    finish: () => {
      post({ kind: 'end' })
      return sheet
    },
    abandon: () => {
      if (!settled) finish()
    },
  }
}

/** A whole body at once (its buffer is transferred to the worker). */
export function parseSheetOffMainThread(
  bytes: ArrayBuffer,
  contentType: string | null,
  signal?: AbortSignal,
): Promise<LoadedSheet> {
  const parse = startSheetParse(contentType, signal)
  parse.push(new Uint8Array(bytes))
  return parse.finish()
}
