import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSheet, SheetLoadError } from '../../../src/sheet/parse-sheet'
import { parseSheetOffMainThread } from '../../../src/sheet/load-sheet-off-main-thread'
import { handleSheetWorkerRequest, unwrapSheetWorkerResponse } from '../../../src/sheet/sheet-worker-protocol'
import { generateSheetCsv } from '../../support/generate-sheet'

import type { LoadedSheet } from '../../../src/sheet/company'
/** jsdom's structuredClone returns typed arrays from another realm; compare the index as plain arrays. */
function plain(sheet: LoadedSheet) {
  return { ...sheet, zipIndex: new Map([...sheet.zipIndex].map(([zip, positions]) => [zip, Array.from(positions)])) }
}

const csv = generateSheetCsv({ companies: 40, zipsPerCompany: 10, seed: 3 })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('parseSheetOffMainThread — fallback path (jsdom has no Worker)', () => {
  it('gives the same result as parseSheet', async () => {
    expect(typeof Worker).toBe('undefined')
    expect(plain(await parseSheetOffMainThread(csv))).toEqual(plain(parseSheet(csv)))
  })
  it('rejects with SheetLoadError and the same message', async () => {
    const error = await parseSheetOffMainThread('').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SheetLoadError)
    expect((error as Error).message).toBe('Empty CSV')
  })
})

describe('worker message handler (sheet-worker.ts is a thin wrapper around it)', () => {
  it('answers a request with the parsed sheet, structured-clone safe', () => {
    const response = handleSheetWorkerRequest({ csvText: csv })
    expect(response).toEqual({ ok: true, sheet: parseSheet(csv) })
    const cloned = structuredClone(response)
    expect(plain(unwrapSheetWorkerResponse(cloned))).toEqual(plain(parseSheet(csv)))
  })
  it('turns a SheetLoadError into data, and back', () => {
    const response = handleSheetWorkerRequest({ csvText: '<!doctype html>' })
    expect(response).toEqual({ ok: false, sheetLoadError: true, message: 'Response is an HTML page, not CSV' })
    expect(() => unwrapSheetWorkerResponse(structuredClone(response))).toThrow(SheetLoadError)
  })
  it('a malformed request is treated as empty text', () => {
    expect(handleSheetWorkerRequest(undefined as never)).toMatchObject({ ok: false, message: 'Empty CSV' })
  })
})

/** A Worker stand-in that runs the real handler asynchronously, with structured cloning both ways. */
class FakeWorker {
  static instances: FakeWorker[] = []
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: ((e: Event) => void) | null = null
  onmessageerror: ((e: Event) => void) | null = null
  terminated = false
  constructor(
    public url: URL | string,
    public options?: WorkerOptions,
  ) {
    FakeWorker.instances.push(this)
  }
  postMessage(data: unknown) {
    const request = structuredClone(data) as { csvText: string }
    setTimeout(() => {
      if (FakeWorker.fail) {
        this.onerror?.(new Event('error'))
        return
      }
      this.onmessage?.(new MessageEvent('message', { data: structuredClone(handleSheetWorkerRequest(request)) }))
    }, 0)
  }
  terminate() {
    this.terminated = true
  }
  static fail = false
}

describe('parseSheetOffMainThread — worker path (with a stand-in Worker)', () => {
  it('starts a module worker on sheet-worker.ts, resolves with the parsed sheet and terminates it', async () => {
    FakeWorker.instances = []
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    expect(plain(await parseSheetOffMainThread(csv))).toEqual(plain(parseSheet(csv)))
    const [worker] = FakeWorker.instances
    expect(String(worker!.url)).toContain('/sheet-worker.ts')
    expect(worker!.options).toEqual({ type: 'module' })
    expect(worker!.terminated).toBe(true)
  })
  it('rejects with SheetLoadError (same message) when the worker reports one', async () => {
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const error = await parseSheetOffMainThread('Acme,54016\n').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SheetLoadError)
    expect((error as Error).message).toBe('No recognised column in the header row')
  })
  it('falls back to parsing here if the worker fails to start', async () => {
    FakeWorker.fail = true
    vi.stubGlobal('Worker', FakeWorker)
    expect(plain(await parseSheetOffMainThread(csv))).toEqual(plain(parseSheet(csv)))
  })
})
