// @vitest-environment node
// How `queue` reads a row the lead sources wrote: Received At, and whether the row can be offered at all.
import { describe, expect, it } from 'vitest'
import { readLeadRow, readLeadZip, readReceivedAt } from '../../../src/leads/lead-row'
import { CHICAGO, RECEIVED_AT_CASES, ROW_CASES, ZIP_CASES } from './lead-row-table'

describe('Received At', () => {
  it.each(RECEIVED_AT_CASES)('%s', (_name, cell, reading) => {
    expect(readReceivedAt(cell, CHICAGO)).toEqual(reading)
  })
})

describe('the row’s ZIP', () => {
  it.each(ZIP_CASES)('%j reads as %j', (cell, zip) => {
    expect(readLeadZip(cell)).toBe(zip)
  })
})

describe('a row with neither a readable phone nor a ZIP is unreadable', () => {
  const received = new Date('2026-11-23T15:00:00Z')
  it.each(ROW_CASES)('%s', (_name, cells, readable) => {
    expect(readLeadRow({ receivedAt: received, ...cells }, CHICAGO).readable).toBe(readable)
  })

  it('answers the ZIP it read and the Received At, missing until the script stamps it', () => {
    expect(readLeadRow({ receivedAt: '', phone: '6125550100', zip: 2134 }, CHICAGO)).toEqual({
      readable: true,
      receivedAt: { kind: 'missing' },
      zip: '02134',
    })
    expect(readLeadRow({ receivedAt: received, phone: '', zip: '54016' }, CHICAGO)).toEqual({
      readable: true,
      receivedAt: { kind: 'instant', at: received.getTime() },
      zip: '54016',
    })
  })

  it('refuses a row whose Received At is a bare number, however good its phone and ZIP', () => {
    expect(readLeadRow({ receivedAt: 46349.5, phone: '6125550100', zip: '54016' }, CHICAGO)).toEqual({
      readable: false,
    })
  })
})
