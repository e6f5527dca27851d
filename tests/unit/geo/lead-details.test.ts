// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { leadDetails } from '../../../src/geo/lead-details'
import { usZipDataset } from './us-zip-dataset'

describe('lead details for a typed ZIP', () => {
  it('a real ZIP gives the lead line and the calling line', () => {
    const details = leadDetails(usZipDataset(), '54025', new Date('2026-01-12T20:05:00Z'))
    expect(details).toMatchObject({
      kind: 'found',
      line: '54025 · Somerset, WI · 2:05 PM CST',
      callingLine: 'Inside calling hours (8 AM–9 PM local)',
    })
  })

  it('outside hours, the calling line says when it opens next', () => {
    // Sunday 18 January 2026, 9:30 PM CST in Somerset, WI.
    expect(leadDetails(usZipDataset(), '54025', new Date('2026-01-19T03:30:00Z'))).toMatchObject({
      line: '54025 · Somerset, WI · 9:30 PM CST',
      callingLine: 'Outside calling hours (8 AM–9 PM local) · opens 8 AM Monday',
    })
  })

  it('a ZIP not in the dataset says so instead of a lead line', () => {
    expect(leadDetails(usZipDataset(), '99999', new Date())).toEqual({
      kind: 'not-in-list',
      text: 'ZIP 99999 is not in the US ZIP list.',
    })
  })

  it('without the dataset (missing, corrupt or loading) it says so quietly, and an invalid clock never throws', () => {
    expect(leadDetails(null, '54025', new Date())).toEqual({
      kind: 'unavailable',
      text: 'Location details unavailable.',
    })
    expect(leadDetails(usZipDataset(), '54025', new Date(Number.NaN))).toEqual({
      kind: 'unavailable',
      text: 'Location details unavailable.',
    })
  })

  it('an incomplete ZIP shows nothing', () => {
    expect(leadDetails(usZipDataset(), '5402', new Date())).toBeNull()
    expect(leadDetails(null, '', new Date())).toBeNull()
  })
})
