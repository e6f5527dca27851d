import { describe, expect, it } from 'vitest'
import { sheetStatusText, type SheetStatusInput } from '../../../src/tool/partners/sheet-load/sheet-status-text'

const loaded = { companies: new Array(3), fetchedAt: Date.parse('2026-11-24T15:00:00Z'), snapshot: null }
const base: SheetStatusInput = {
  configured: true,
  loud: false,
  progress: null,
  cancelled: false,
  failed: false,
  data: loaded,
}

describe('the sheet status line (SPEC.md §4 and §8)', () => {
  it('says the spec’s words for each state', () => {
    expect(sheetStatusText({ ...base, configured: false })).toBe(
      'Set your Google Sheet CSV URL in Admin tab → Use This Sheet.',
    )
    expect(sheetStatusText(base)).toBe('Loaded 3 companies.')
    expect(sheetStatusText({ ...base, data: undefined })).toBe('Loading data…')
    expect(sheetStatusText({ ...base, loud: true })).toBe('Loading data…')
    expect(sheetStatusText({ ...base, failed: true })).toBe('Failed to load data. Check the CSV URL in Admin tab.')
    expect(sheetStatusText({ ...base, failed: true, data: undefined })).toBe(
      'Failed to load data. Check the CSV URL in Admin tab.',
    )
  })

  it('a bad answer kept off the screen is still a failure; an offline copy is not', () => {
    const snapshot = (reason: 'bad-response' | 'offline') => ({ savedAt: loaded.fetchedAt, reason, detail: '' })
    expect(sheetStatusText({ ...base, data: { ...loaded, snapshot: snapshot('bad-response') } })).toBe(
      'Failed to load data. Check the CSV URL in Admin tab.',
    )
    expect(sheetStatusText({ ...base, data: { ...loaded, snapshot: snapshot('offline') } })).toBe('Loaded 3 companies.')
  })

  it('a large load shows its progress; a cancelled one says what is still shown', () => {
    expect(
      sheetStatusText({ ...base, loud: true, progress: { receivedBytes: 4_200_000, totalBytes: 17_500_000 } }),
    ).toBe('Loading data… 4.2 of 17.5 MB')
    expect(sheetStatusText({ ...base, cancelled: true })).toMatch(/^Load cancelled/)
    expect(sheetStatusText({ ...base, cancelled: true, data: undefined })).not.toBe(
      sheetStatusText({ ...base, cancelled: true }),
    )
  })
})
