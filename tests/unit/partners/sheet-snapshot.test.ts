// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseSheetBody } from '../../../src/partners/sheet-body'
import {
  BLOCKED_BY_POLICY,
  readSnapshot,
  saveSnapshot,
  servedSnapshot,
  snapshotInfoOf,
  snapshotKey,
  SHEET_FAILURE_HEADER,
  SNAPSHOT_CACHE,
  SNAPSHOT_REASON_HEADER,
  SNAPSHOT_SAVED_AT_HEADER,
} from '../../../src/partners/sheet-snapshot'

/** Cache Storage with one cache, in memory. */
function fakeCaches() {
  const stored = new Map<string, Response>()
  const cache = {
    put: async (key: string, response: Response) => void stored.set(key, response),
    match: async (key: string) => stored.get(key)?.clone(),
  }
  vi.stubGlobal('caches', {
    open: async (name: string) => (name === SNAPSHOT_CACHE ? cache : null),
    match: async (key: string, { cacheName }: { cacheName: string }) =>
      cacheName === SNAPSHOT_CACHE ? cache.match(key) : undefined,
  })
  return stored
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const good = new TextEncoder().encode('Company Name,Zips\r\nAcme,54016\r\n')
const key = 'https://docs.google.com/spreadsheets/d/abc/export?format=csv&gid=0'

describe('the last good copy of a sheet', () => {
  it('keeps the names a page and a service worker of another version share, and the cache earlier copies are in', () => {
    expect(SNAPSHOT_CACHE).toBe('sheet-snapshots-v1')
    expect(SNAPSHOT_SAVED_AT_HEADER).toBe('x-snapshot-saved-at')
    expect(SNAPSHOT_REASON_HEADER).toBe('x-snapshot-reason')
    expect(SHEET_FAILURE_HEADER).toBe('x-sheet-failure')
    expect(BLOCKED_BY_POLICY).toBe("blocked by this site's security policy")
  })

  it('every cache-busted URL of a sheet has one key', () => {
    const a = snapshotKey(`${key}&cb=1700000000000`)
    expect(a).toBe(snapshotKey(`${key}&cb=1700000099999`))
    expect(a).toBe(key)
    expect(snapshotKey('http://127.0.0.1:9/sheet.csv?cb=1')).not.toBe(snapshotKey('http://127.0.0.1:9/other.csv?cb=1'))
  })

  it('is saved with its time and content type, and read back', async () => {
    fakeCaches()
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000)
    await saveSnapshot(key, good, 'text/csv; charset=utf-8')
    const stored = await readSnapshot(key)
    expect(stored?.headers.get(SNAPSHOT_SAVED_AT_HEADER)).toBe('1700000000000')
    expect(stored?.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await stored?.text()).toBe('Company Name,Zips\r\nAcme,54016\r\n')
    vi.restoreAllMocks()
  })

  it('without Cache Storage nothing is saved or read, and nothing throws', async () => {
    await expect(saveSnapshot(key, good, null)).resolves.toBeUndefined()
    await expect(readSnapshot(key)).resolves.toBeUndefined()
  })

  it('is written only for a body that parsed, and never for a copy being re-read', async () => {
    const stored = fakeCaches()
    await expect(
      parseSheetBody({ chunks: [new TextEncoder().encode('<!doctype html>')], contentType: null, snapshotKey: key }),
    ).rejects.toThrow('HTML')
    await expect(
      parseSheetBody({ chunks: [new TextEncoder().encode('a,"b')], contentType: null, snapshotKey: key }),
    ).rejects.toThrow('quoted field')
    expect(stored.size).toBe(0)
    await parseSheetBody({ chunks: [good], contentType: null, snapshotKey: null })
    expect(stored.size).toBe(0)
    await parseSheetBody({ chunks: [good.slice(0, 5), good.slice(5)], contentType: null, snapshotKey: key })
    // Saved just after the answer.
    await vi.waitFor(() => expect(stored.has(key)).toBe(true))
    expect(await stored.get(key)?.clone().text()).toBe('Company Name,Zips\r\nAcme,54016\r\n')
  })

  it('is served with the reason, and the page reads when and why', async () => {
    const stored = () => new Response('Company Name\r\nA', { headers: { [SNAPSHOT_SAVED_AT_HEADER]: '1700000000000' } })
    const served = servedSnapshot(stored(), 'bad-response', "blocked by this site's security policy")
    expect(served.status).toBe(200)
    expect(served.headers.get(SNAPSHOT_REASON_HEADER)).toBe("bad-response; blocked by this site's security policy")
    expect(snapshotInfoOf(served)).toEqual({
      savedAt: 1_700_000_000_000,
      reason: 'bad-response',
      detail: "blocked by this site's security policy",
    })
    expect(await served.text()).toBe('Company Name\r\nA')
    expect(snapshotInfoOf(servedSnapshot(stored(), 'offline'))).toMatchObject({ reason: 'offline', detail: '' })
    expect(snapshotInfoOf(new Response('network answer'))).toBeNull()
  })

  it('reads a reason it does not know as offline, and keeps a detail holding a semicolon whole', () => {
    const served = (reason: string) =>
      new Response('', { headers: { [SNAPSHOT_SAVED_AT_HEADER]: '1700000000000', [SNAPSHOT_REASON_HEADER]: reason } })
    expect(snapshotInfoOf(served('stale'))).toEqual({ savedAt: 1_700_000_000_000, reason: 'offline', detail: '' })
    expect(snapshotInfoOf(served('slow-network; waited; gave up'))).toEqual({
      savedAt: 1_700_000_000_000,
      reason: 'slow-network',
      detail: 'waited; gave up',
    })
  })
})
