// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isGoodSheetBody,
  isSheetRequest,
  sheetBodyProblem,
  servedSnapshot,
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
