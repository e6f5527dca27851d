import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadedSheet } from '../../../src/sheet/company'
import { decodeSheetBytes } from '../../../src/sheet/csv-body'
import { parseSheet, SheetLoadError } from '../../../src/sheet/parse-sheet'
import { parseSheetOffMainThread, startSheetParse } from '../../../src/sheet/load-sheet-off-main-thread'
import type { SheetWorkerInput } from '../../../src/sheet/sheet-worker-input'
import {
  SheetAssembler,
  SheetBodyParser,
  transferablesOf,
  type SheetWorkerResponse,
} from '../../../src/sheet/sheet-worker-protocol'
import { sheetWorkerAnswer } from '../../support/sheet-worker-answer'
import { generateSheetCsv } from '../../../scripts/support/generate-sheet'
import { zipCodesByCompany } from '../../support/zip-codes-of'

/** jsdom's structuredClone returns typed arrays from another realm; compare the index as plain arrays. */
function plain(sheet: LoadedSheet) {
  return {
    ...sheet,
    zipIndex: { offsets: Array.from(sheet.zipIndex.offsets), positions: Array.from(sheet.zipIndex.positions) },
  }
}

const csv = generateSheetCsv({ companies: 1_200, zipsPerCompany: 5, seed: 3 })
const utf8 = (text: string) => new TextEncoder().encode(text)
const bytesOf = (text: string) => utf8(text).buffer as ArrayBuffer

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('parseSheetOffMainThread — fallback path (jsdom has no Worker)', () => {
  it('gives the same result as parseSheet', async () => {
    expect(typeof Worker).toBe('undefined')
    expect(plain(await parseSheetOffMainThread(bytesOf(csv), 'text/csv'))).toEqual(plain(parseSheet(csv)))
  })
  it('decodes the bytes by their declared charset', async () => {
    const windows1252 = Uint8Array.from(
      [...'company_name,zips\r\nCaf', 0xe9, ...' Coatings,54016\r\n'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    )
    const sheet = await parseSheetOffMainThread(windows1252.buffer, 'text/csv; charset=windows-1252')
    expect(sheet.companies[0]?.company_name).toBe('Café Coatings')
  })
  it('rejects with SheetLoadError and the same message', async () => {
    const error = await parseSheetOffMainThread(new ArrayBuffer(0), null).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SheetLoadError)
    expect((error as Error).message).toBe('Empty CSV')
  })
})

describe('worker messages (sheet-worker.ts posts exactly these)', () => {
  it('sends companies in batches of bounded size, then the index and report; the page reassembles the same sheet', () => {
    const responses = sheetWorkerAnswer([utf8(csv)], { batchSize: 500 })
    expect(responses.map((response) => response.kind)).toEqual(['companies', 'companies', 'companies', 'done'])
    expect(
      responses.slice(0, 3).map((response) => (response.kind === 'companies' ? response.companies.length : 0)),
    ).toEqual([500, 500, 200])
    const assembler = new SheetAssembler()
    let sheet: LoadedSheet | null = null
    for (const response of responses) sheet = assembler.accept(structuredClone(response))
    expect(plain(sheet!)).toEqual(plain(parseSheet(csv)))
  })
  it('sends no ZIP lists with the companies: the page gets their ZIPs from the index alone', () => {
    const text = 'Company Name,Zips\r\nA,"00501, 54016 54017"\r\nB,54016\r\nC,\r\nD,"99999;00000"\r\n'
    const responses = sheetWorkerAnswer([utf8(text)], { batchSize: 3 })
    const batches = responses.filter((response) => response.kind === 'companies')
    expect(batches.map((batch) => batch.companies.map((company) => company.company_name))).toEqual([
      ['A', 'B', 'C'],
      ['D'],
    ])
    for (const batch of batches)
      for (const company of batch.companies) expect(Object.keys(company)).not.toContain('zip_codes')
    const assembler = new SheetAssembler()
    let sheet: LoadedSheet | null = null
    for (const response of responses) sheet = assembler.accept(structuredClone(response))
    expect(zipCodesByCompany(sheet!)).toEqual([['00501', '54016', '54017'], ['54016'], [], ['00000', '99999']])
    expect(plain(sheet!)).toEqual(plain(parseSheet(text)))
  })
  it('hands over (does not copy) the index', () => {
    const responses = sheetWorkerAnswer([utf8(csv)])
    for (const response of responses) {
      const buffers = transferablesOf(response)
      if (response.kind === 'companies') expect(buffers).toEqual([])
      if (response.kind === 'done')
        expect(buffers).toEqual([response.zipIndex.offsets.buffer, response.zipIndex.positions.buffer])
      expect(() => structuredClone(response, { transfer: buffers })).not.toThrow()
    }
    expect(transferablesOf({ kind: 'failed', sheetLoadError: true, message: 'Empty CSV' })).toEqual([])
  })
  it('turns a SheetLoadError into data, and back', () => {
    const responses = sheetWorkerAnswer([utf8('<!doctype html>')])
    expect(responses).toEqual([{ kind: 'failed', sheetLoadError: true, message: 'Response is an HTML page, not CSV' }])
    expect(() => new SheetAssembler().accept(structuredClone(responses[0]!))).toThrow(SheetLoadError)
  })
  it('sends the companies read while the body is still arriving; the last ones, the index and report at the end', () => {
    const big = generateSheetCsv({ companies: 3_000, zipsPerCompany: 120, seed: 5 })
    const bytes = utf8(big)
    const body = new SheetBodyParser()
    expect(body.accept({ kind: 'start', contentType: 'text/csv' })).toEqual([])
    const early: SheetWorkerResponse[] = []
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      early.push(...body.accept({ kind: 'chunk', bytes: bytes.slice(at, at + 64 * 1024).buffer }))
    expect(early.length).toBeGreaterThanOrEqual(1)
    expect(early.every((response) => response.kind === 'companies' && response.companies.length === 1_000)).toBe(true)
    const last = body.accept({ kind: 'end' })
    expect(last.at(-1)!.kind).toBe('done')
    const assembler = new SheetAssembler()
    let sheet: LoadedSheet | null = null
    for (const response of [...early, ...last]) sheet = assembler.accept(structuredClone(response))
    expect(plain(sheet!)).toEqual(plain(parseSheet(big)))
  })
  it('when the body turns out not to be UTF-8, the page is told to forget what it got, and gets the sheet read whole', () => {
    const big = generateSheetCsv({ companies: 3_000, zipsPerCompany: 120, seed: 5 }).replaceAll('–', '-')
    const bytes = Uint8Array.from([...utf8(big), ...utf8('Caf'), 0xe9, ...utf8(' Coatings,54016\r\n')])
    const responses = sheetWorkerAnswer([bytes.slice(0, bytes.length - 30), bytes.slice(bytes.length - 30)])
    const kinds = responses.map((response) => response.kind)
    expect(kinds.indexOf('restart')).toBeGreaterThan(0)
    expect(kinds.slice(0, kinds.indexOf('restart')).every((kind) => kind === 'companies')).toBe(true)
    const assembler = new SheetAssembler()
    let sheet: LoadedSheet | null = null
    for (const response of responses) sheet = assembler.accept(structuredClone(response))
    expect(sheet!.companies.at(-1)!.company_name).toBe('Café Coatings')
    expect(plain(sheet!)).toEqual(plain(parseSheet(decodeSheetBytes(bytes, null))))
  })
  it('a malformed message ends the body: nothing arrived reads as empty text', () => {
    expect(new SheetBodyParser().accept(undefined as never)).toMatchObject([{ kind: 'failed', message: 'Empty CSV' }])
  })
  it('the worker parses the chunks it is sent, by the declared charset', () => {
    const windows1252 = Uint8Array.from(
      [...'company_name,zips\r\nCaf', 0xe9, ...' Coatings,54016\r\n'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    )
    const responses = sheetWorkerAnswer([windows1252.slice(0, 20), windows1252.slice(20)], {
      contentType: 'text/csv; charset=windows-1252',
    })
    expect(responses.map((response) => response.kind)).toEqual(['companies', 'done'])
    expect(
      responses[0]!.kind === 'companies' && responses[0]!.companies.map((company) => company.company_name),
    ).toEqual(['Café Coatings'])
  })
})

/** A Worker stand-in that runs the real protocol asynchronously, with structured cloning both ways. */
class FakeWorker {
  static instances: FakeWorker[] = []
  static fail = false
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: ((e: Event) => void) | null = null
  onmessageerror: ((e: Event) => void) | null = null
  terminated = false
  transferred: Transferable[] = []
  private readonly body = new SheetBodyParser()
  constructor(
    public url: URL | string,
    public options?: WorkerOptions,
  ) {
    FakeWorker.instances.push(this)
  }
  postMessage(data: SheetWorkerInput, transfer: Transferable[] = []) {
    this.transferred.push(...transfer)
    const responses = this.body.accept(structuredClone(data))
    if (responses.length === 0) return
    setTimeout(() => {
      if (FakeWorker.fail) {
        this.onerror?.(new Event('error'))
        return
      }
      for (const response of responses) {
        if (this.terminated) return
        this.onmessage?.(new MessageEvent<SheetWorkerResponse>('message', { data: structuredClone(response) }))
      }
    }, 0)
  }
  terminate() {
    this.terminated = true
  }
}

describe('parseSheetOffMainThread — worker path (with a stand-in Worker)', () => {
  it('starts a module worker on sheet-worker.ts, transfers the bytes, resolves with the sheet and terminates it', async () => {
    FakeWorker.instances = []
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const bytes = bytesOf(csv)
    expect(plain(await parseSheetOffMainThread(bytes, 'text/csv'))).toEqual(plain(parseSheet(csv)))
    const [worker] = FakeWorker.instances
    expect(String(worker!.url)).toContain('/sheet-worker.ts')
    expect(worker!.options).toEqual({ type: 'module' })
    expect(worker!.transferred).toEqual([bytes])
    expect(worker!.terminated).toBe(true)
  })
  it('takes the body chunk by chunk as it downloads, each chunk transferred', async () => {
    FakeWorker.instances = []
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const bytes = new Uint8Array(bytesOf(csv))
    const parse = startSheetParse('text/csv')
    // The worker starts with the answer, before any of the body is there.
    expect(FakeWorker.instances).toHaveLength(1)
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 100), bytes.slice(100)]
    for (const chunk of chunks) parse.push(chunk)
    expect(FakeWorker.instances[0]!.transferred).toEqual(chunks.map((chunk) => chunk.buffer))
    expect(plain(await parse.finish())).toEqual(plain(parseSheet(csv)))
  })
  it('a chunk that is a view into a larger buffer is sent as just its bytes', async () => {
    FakeWorker.instances = []
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const padded = new Uint8Array(bytesOf(`#####${csv}#####`))
    const parse = startSheetParse('text/csv')
    parse.push(padded.subarray(5, padded.length - 5))
    expect(plain(await parse.finish())).toEqual(plain(parseSheet(csv)))
    // The larger buffer was not handed over (a transferred buffer is detached and reads as empty).
    expect(padded.byteLength).toBe(new TextEncoder().encode(csv).length + 10)
  })
  it('a download that fails midway terminates the worker', () => {
    FakeWorker.instances = []
    vi.stubGlobal('Worker', FakeWorker)
    const parse = startSheetParse('text/csv')
    parse.push(new Uint8Array(bytesOf(csv.slice(0, 10))))
    parse.abandon()
    expect(FakeWorker.instances[0]!.terminated).toBe(true)
  })
  it('rejects with SheetLoadError (same message) when the worker reports one', async () => {
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const error = await parseSheetOffMainThread(bytesOf('Acme,54016\n'), null).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SheetLoadError)
    expect((error as Error).message).toBe('No recognised column in the header row')
  })
  it('parses here when the Worker constructor throws', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Blocked by policy', 'SecurityError')
        }
      },
    )
    expect(plain(await parseSheetOffMainThread(bytesOf(csv), null))).toEqual(plain(parseSheet(csv)))
  })
  it('a cancelled load terminates its worker and rejects with the abort reason; nothing more is rebuilt on the page', async () => {
    FakeWorker.instances = []
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const controller = new AbortController()
    const loading = parseSheetOffMainThread(bytesOf(csv), null, controller.signal)
    const [worker] = FakeWorker.instances
    const received: unknown[] = []
    const onmessage = worker!.onmessage!
    worker!.onmessage = (event) => {
      received.push(event.data)
      onmessage(event)
    }
    controller.abort(new DOMException('Refreshed', 'AbortError'))
    await expect(loading).rejects.toThrow('Refreshed')
    expect(worker!.terminated).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(received).toEqual([])
  })
  it('an already cancelled load starts no worker', async () => {
    FakeWorker.instances = []
    vi.stubGlobal('Worker', FakeWorker)
    const controller = new AbortController()
    controller.abort()
    await expect(parseSheetOffMainThread(bytesOf(csv), null, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(FakeWorker.instances).toEqual([])
  })
  it('cancelling after the sheet arrived changes nothing', async () => {
    FakeWorker.fail = false
    vi.stubGlobal('Worker', FakeWorker)
    const controller = new AbortController()
    const sheet = await parseSheetOffMainThread(bytesOf(csv), null, controller.signal)
    controller.abort()
    expect(plain(sheet)).toEqual(plain(parseSheet(csv)))
  })
  it('rejects when the worker fails after the bytes were handed over', async () => {
    FakeWorker.fail = true
    vi.stubGlobal('Worker', FakeWorker)
    await expect(parseSheetOffMainThread(bytesOf(csv), null)).rejects.toThrow('The sheet worker could not start')
  })
})
