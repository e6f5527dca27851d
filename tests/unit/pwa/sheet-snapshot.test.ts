// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isGoodSheetBody,
  isSheetRequest,
  sheetBodyProblem,
  servedSnapshot,
  SheetBodyCheck,
  snapshotKey,
  snapshotResponse,
  SNAPSHOT_REASON_HEADER,
  SNAPSHOT_SAVED_AT_HEADER,
} from '../../../src/pwa/sheet-snapshot'

describe('sheet snapshot rules', () => {
  it('maps every cache-busted URL of a sheet to one key', () => {
    const a = snapshotKey('https://docs.google.com/spreadsheets/d/abc/export?format=csv&gid=0&cb=1700000000000')
    const b = snapshotKey('https://docs.google.com/spreadsheets/d/abc/export?format=csv&gid=0&cb=1700000099999')
    expect(a).toBe(b)
    expect(a).toBe('https://docs.google.com/spreadsheets/d/abc/export?format=csv&gid=0')
    expect(snapshotKey('http://127.0.0.1:9/sheet.csv?cb=1')).not.toBe(snapshotKey('http://127.0.0.1:9/other.csv?cb=1'))
  })

  it('treats only cache-busted GETs as sheet requests', () => {
    expect(isSheetRequest(new Request('http://127.0.0.1/demo-sheet.csv?cb=1'))).toBe(true)
    expect(isSheetRequest(new Request('http://127.0.0.1/demo-sheet.csv'))).toBe(false)
    expect(isSheetRequest(new Request('http://127.0.0.1/x?cb=1', { method: 'POST', body: 'a' }))).toBe(false)
  })

  it.each([
    [200, 'company_name\r\nA', true],
    [200, '', false],
    [200, '  \r\n ', false],
    [200, '<!DOCTYPE html><html><body>Sign in</body></html>', false],
    [200, '\uFEFF<html lang="en">', false],
    [500, 'company_name\r\nA', false],
    [203, 'company_name\r\nA', false],
    [200, 'company_name,notes\r\nA,"cut off in the mid', false],
    [200, 'company_name,notes\r\nA,"quoted, ""closed"""', true],
  ])('status %i with body %j may replace the snapshot: %s', (status, body, good) => {
    expect(isGoodSheetBody(status, body)).toBe(good)
  })

  it('stamps a saved copy with its time and a served copy with its reason', async () => {
    const stored = snapshotResponse('company_name\r\nA', 'text/csv', 1_700_000_000_000)
    expect(stored.headers.get(SNAPSHOT_SAVED_AT_HEADER)).toBe('1700000000000')
    const served = await servedSnapshot(stored, 'bad-response', 'HTTP 500')
    expect(served.status).toBe(200)
    expect(served.headers.get(SNAPSHOT_SAVED_AT_HEADER)).toBe('1700000000000')
    expect(served.headers.get(SNAPSHOT_REASON_HEADER)).toBe('bad-response; HTTP 500')
    expect(await served.text()).toBe('company_name\r\nA')
  })
})

describe('sheet body problems', () => {
  it('names why a body may not replace the snapshot', () => {
    expect(sheetBodyProblem('')).toBe('empty response')
    expect(sheetBodyProblem('<!doctype html><p>Sign in')).toBe('HTML page instead of CSV')
    expect(sheetBodyProblem('a,b\n"open')).toBe('download cut off')
    expect(sheetBodyProblem('a,b\n1,2')).toBeNull()
  })
})

describe('SheetBodyCheck: the same verdict on a body read in chunks', () => {
  const check = (body: string | Uint8Array, contentType: string | null, chunkSize: number) => {
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
    const checker = new SheetBodyCheck(contentType)
    for (let i = 0; i < bytes.length; i += chunkSize) checker.push(bytes.subarray(i, i + chunkSize))
    return checker.problem()
  }
  const bigCsv = `company_name,zip codes\r\n${Array.from({ length: 2000 }, (_, i) => `"Partner ${i}, Inc.",54016 ${String(10000 + i)}`).join('\r\n')}\r\n`

  it.each([
    ['company_name\r\nA', null],
    ['', 'empty response'],
    ['  \r\n \uFEFF ', 'empty response'],
    ['<!DOCTYPE html><html><body>Sign in</body></html>', 'HTML page instead of CSV'],
    [`${' '.repeat(900)}<html lang="en">${'x'.repeat(5000)}`, 'HTML page instead of CSV'],
    ['company_name,notes\r\nA,"cut off in the mid', 'download cut off'],
    ['company_name,notes\r\nA,"quoted, ""closed"""', null],
    [bigCsv, null],
    [bigCsv.slice(0, bigCsv.lastIndexOf('"') - 3), 'download cut off'],
  ])('%j -> %s, in chunks of 1, 7 and 64 KB, as sheetBodyProblem says', (body, problem) => {
    expect(sheetBodyProblem(body)).toBe(problem)
    for (const size of [1, 7, 65_536]) expect(check(body, 'text/csv; charset=utf-8', size)).toBe(problem)
  })

  it('reads UTF-16 and Windows-1252 bodies through their declared charset', () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'a,"b'].flatMap((c) => [c.charCodeAt(0), 0])])
    expect(check(utf16, 'text/csv; charset=utf-16le', 3)).toBe('download cut off')
    const cp1252 = Uint8Array.from('name\r\n"Café"\r\n', (c) => c.charCodeAt(0))
    expect(check(cp1252, 'text/csv; charset=windows-1252', 2)).toBe(null)
  })
})
