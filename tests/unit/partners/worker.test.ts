// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadedSheet } from '../../../src/partners/company'
import { parseSheetOffMainThread } from '../../../src/partners/parse-off-main-thread'
import { parseSheet, SheetLoadError } from '../../../src/partners/parse-sheet'
import { parseSheetBody } from '../../../src/partners/sheet-body'
import { answerRequests, workerClient } from '../../../src/worker-client'
import { generateSheetCsv } from '../../../scripts/support/generate-sheet'

/** jsdom's structuredClone returns typed arrays from another realm; compare the index as plain arrays. */
function plain(sheet: LoadedSheet) {
  return {
    ...sheet,
    zipIndex: { offsets: Array.from(sheet.zipIndex.offsets), positions: Array.from(sheet.zipIndex.positions) },
  }
}

const csv = generateSheetCsv({ companies: 1_200, zipsPerCompany: 5, seed: 3 })
const bytesOf = (text: string) => new TextEncoder().encode(text)
const body = (chunks: Uint8Array[], contentType: string | null = 'text/csv') => ({
  chunks,
  contentType,
  snapshotKey: null,
})
const windows1252 = Uint8Array.from([...'company_name,zips\r\nCaf', 0xe9, ...' Coatings,54016\r\n'], (c) =>
  typeof c === 'number' ? c : c.charCodeAt(0),
)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** A Worker stand-in running sheet-worker.ts's answerRequests, asynchronously, cloning (and transferring) both ways. */
class FakeWorker {
  static instances: FakeWorker[] = []
  static failNext = false
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onmessageerror: ((event: Event) => void) | null = null
  terminated = false
  answered = 0
  transferred: Transferable[] = []
  private readonly scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown, transfer: Transferable[] = []) => {
      const data = structuredClone(message, { transfer })
      setTimeout(() => {
        if (this.terminated) return
        this.answered++
        this.onmessage?.(new MessageEvent('message', { data }))
      }, 0)
    },
  }
  constructor(
    public url: URL | string,
    public options?: WorkerOptions,
  ) {
    FakeWorker.instances.push(this)
    vi.stubGlobal('self', this.scope)
    answerRequests(parseSheetBody, (sheet) => [sheet.zipIndex.offsets.buffer, sheet.zipIndex.positions.buffer])
  }
  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.transferred.push(...transfer)
    const data = structuredClone(message, { transfer })
    setTimeout(() => {
      if (FakeWorker.failNext) {
        FakeWorker.failNext = false
        this.onerror?.(new Event('error'))
      } else this.scope.onmessage?.(new MessageEvent('message', { data }))
    }, 0)
  }
  terminate() {
    this.terminated = true
  }
}

describe('parseSheetBody: the one parse of a downloaded body', () => {
  it('gives what parseSheet gives for the decoded text, whatever the chunks', async () => {
    const bytes = bytesOf(csv)
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 100_000), bytes.slice(100_000)]
    expect(plain(await parseSheetBody(body(chunks)))).toEqual(plain(parseSheet(csv)))
  })
  it('decodes the bytes by their declared charset, and bytes that are not UTF-8 as Windows-1252', async () => {
    for (const contentType of ['text/csv; charset=windows-1252', 'text/csv']) {
      const sheet = await parseSheetBody(body([windows1252], contentType))
      expect(sheet.companies[0]?.company_name).toBe('Café Coatings')
    }
  })
  it('rejects with SheetLoadError and the spec reason', async () => {
    await expect(parseSheetBody(body([]))).rejects.toThrow(new SheetLoadError('Empty CSV'))
  })
})

describe('parseSheetOffMainThread without Worker support (jsdom): parsed on this thread', () => {
  it('gives the same result as parseSheet', async () => {
    expect(typeof Worker).toBe('undefined')
    expect(plain(await parseSheetOffMainThread(body([bytesOf(csv)])))).toEqual(plain(parseSheet(csv)))
  })
  it('parses here when the Worker constructor throws', async () => {
    const refused = class {
      constructor() {
        throw new DOMException('Blocked by policy', 'SecurityError')
      }
    }
    vi.stubGlobal('Worker', refused)
    const client = workerClient((): Worker => new Worker('x'), parseSheetBody)
    expect(plain(await client(body([bytesOf(csv)])))).toEqual(plain(parseSheet(csv)))
  })
})

describe('workerClient and answerRequests (with a stand-in Worker)', () => {
  const workerUrl = new URL('../../../src/partners/sheet-worker.ts', import.meta.url)
  const startClient = () => workerClient(() => new Worker(workerUrl, { type: 'module' }), parseSheetBody)

  it('starts one module worker on first use and keeps it; the chunks are handed over, the sheet comes back', async () => {
    FakeWorker.instances = []
    vi.stubGlobal('Worker', FakeWorker)
    const parse = startClient()
    expect(FakeWorker.instances).toHaveLength(0)
    const chunks = [bytesOf(csv.slice(0, 50)), bytesOf(csv.slice(50))]
    const buffers = chunks.map((chunk) => chunk.buffer)
    expect(plain(await parse(body(chunks), buffers))).toEqual(plain(parseSheet(csv)))
    expect(chunks[0]!.byteLength).toBe(0) // transferred, not copied
    expect(plain(await parse(body([bytesOf(csv)])))).toEqual(plain(parseSheet(csv)))
    expect(FakeWorker.instances).toHaveLength(1)
    expect(String(FakeWorker.instances[0]!.url)).toContain('/sheet-worker.ts')
    expect(FakeWorker.instances[0]!.options).toEqual({ type: 'module' })
  })

  it('answers each request under its own id, in any order', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const parse = startClient()
    const [a, b] = await Promise.all([
      parse(body([bytesOf('Company Name,Zips\r\nA,54016\r\n')])),
      parse(body([bytesOf('Company Name,Zips\r\nB,54017\r\nC,54018\r\n')])),
    ])
    expect(a.companies.map((company) => company.company_name)).toEqual(['A'])
    expect(b.companies.map((company) => company.company_name)).toEqual(['B', 'C'])
  })

  it("rejects with the worker's error, same name and message", async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const error = await startClient()(body([bytesOf('Acme,54016\n')])).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'SheetLoadError', message: 'No recognised column in the header row' })
  })

  it('a worker that fails rejects what it was asked, and the next request starts a new one', async () => {
    FakeWorker.instances = []
    vi.stubGlobal('Worker', FakeWorker)
    const parse = startClient()
    FakeWorker.failNext = true
    await expect(parse(body([bytesOf(csv)]))).rejects.toThrow('The worker stopped')
    expect(FakeWorker.instances[0]!.terminated).toBe(true)
    expect((await parse(body([bytesOf(csv)]))).companies).toHaveLength(1_200)
    expect(FakeWorker.instances).toHaveLength(2)
  })

  it('a cancelled request rejects with the abort reason, and its late answer is dropped', async () => {
    vi.useFakeTimers()
    FakeWorker.instances = []
    vi.stubGlobal('Worker', FakeWorker)
    const parse = startClient()
    const controller = new AbortController()
    const loading = parse(body([bytesOf(csv)]), [], controller.signal)
    controller.abort(new DOMException('Cancelled', 'AbortError'))
    await expect(loading).rejects.toThrow('Cancelled')
    await expect(parse(body([bytesOf(csv)]), [], controller.signal)).rejects.toThrow('Cancelled')
    const next = parse(body([bytesOf('Company Name,Zips\r\nA,54016\r\n')]))
    await vi.runAllTimersAsync()
    expect(FakeWorker.instances[0]!.answered).toBe(2)
    expect((await next).companies.map((company) => company.company_name)).toEqual(['A'])
  })
})
