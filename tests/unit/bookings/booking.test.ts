// @vitest-environment node
// The booking's one table (src/bookings/booking.ts): the Bookings columns and a booking request's fields agree with it.
import { describe, expect, it } from 'vitest'
import { BOOKINGS_HEADER, tabRows } from '../../../scripts/support/apps-script-double'
import {
  BOOKING_COLUMNS,
  BOOKING_FIELDS,
  LEDGER_LEAD_FIELDS,
  MAX_FIELD_LENGTH,
  REQUEST_FIELDS,
} from '../../../src/bookings/booking'
import { booking, KEY, loadScript, poster } from '../apps-script/script-requests'

describe('the Bookings columns', () => {
  it('are the table’s, headers and order as the script has always made them', () => {
    expect(BOOKING_COLUMNS.map((column) => column.header)).toEqual([...BOOKINGS_HEADER])
  })

  it('are the tab a first booking makes', () => {
    const script = loadScript()
    poster(() => script)({ key: KEY, action: 'book', bookings: [booking('b1')] })
    expect(tabRows(script.spreadsheet, 'Bookings')[0]).toEqual(BOOKING_COLUMNS.map((column) => column.header))
  })
})

describe('a booking request', () => {
  it('carries the booking’s fields, then the Partner Email older tools send, each at most the ledger’s limit', () => {
    expect(BOOKING_FIELDS).toEqual([
      'id',
      'bookedAt',
      'setter',
      'partner',
      'service',
      'zip',
      'garageSize',
      'leadName',
      'leadPhone',
      'appointment',
      'appointmentLabel',
      'leadEmail',
      'leadAddress',
      'notes',
      'leadId',
      'timeZone',
    ])
    expect(REQUEST_FIELDS).toEqual([...BOOKING_FIELDS, 'partnerEmail'])
    const limits = BOOKING_COLUMNS.flatMap((column) => ('limit' in column ? [column.field] : []))
    expect(limits).toEqual(BOOKING_COLUMNS.flatMap((column) => ('sent' in column ? [column.field] : [])))
    expect(new Set(BOOKING_COLUMNS.map((column) => ('limit' in column ? column.limit : MAX_FIELD_LENGTH)))).toEqual(
      new Set([MAX_FIELD_LENGTH]),
    )
  })

  it('keeps the lead’s own details only in the outbox', () => {
    expect(LEDGER_LEAD_FIELDS).toEqual(['leadName', 'leadPhone', 'leadEmail', 'leadAddress', 'notes'])
  })
})
