// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { LEDGER_LEAD_FIELDS, type BookingToSend } from '../../../../src/bookings/booking'
import {
  markRejected,
  markSent,
  noteSendFailure,
  pruneOutbox,
  readOutbox,
  recordBooking,
  clearOutboxForTests,
} from '../../../../src/tool/ledger-link/booking-outbox'
import { DAY_MS } from '../../../support/day'

const NOW = Date.parse('2026-11-24T18:00:00Z')
const LAST_WEEK_START = Date.parse('2026-11-16T06:00:00Z')

const booking = (id: string, bookedAt = '2026-11-24T17:00:00.000Z'): BookingToSend => ({
  id,
  bookedAt,
  setter: 'Alex',
  partner: 'P',
  service: 'Tree Removal',
  zip: '54016',
  garageSize: '',
  leadName: 'Pat Doe',
  leadPhone: '715 555 0100',
  leadEmail: 'pat@example.com',
  leadAddress: '12 Main St, Hudson, WI 54016',
  notes: 'Gate code 4411',
  appointment: '2026-12-01T10:00:00-06:00',
  appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
  partnerEmail: 'quotes@partner.example',
})

/** Every lead field a stored booking still holds: none may outlive the acknowledgement. */
const leadFieldsHeld = (stored: BookingToSend) =>
  LEDGER_LEAD_FIELDS.filter((field) => (stored[field] ?? '') !== '').map((field) => [field, stored[field]])

beforeEach(() => clearOutboxForTests())

describe('the booking outbox', () => {
  it('keeps each booking under its own id, waiting, with the lead’s details until acknowledged', async () => {
    await recordBooking(booking('a'), NOW)
    await recordBooking(booking('b'), NOW + 1)
    expect((await readOutbox()).map((entry) => [entry.booking.id, entry.state, entry.booking.leadName])).toEqual([
      ['a', 'waiting', 'Pat Doe'],
      ['b', 'waiting', 'Pat Doe'],
    ])
    await noteSendFailure(['a'], 'no connection to the ledger')
    await markSent(['b'], () => ({ emailed: false, reason: 'no partner email' }), NOW + 5)
    const [a, b] = await readOutbox()
    expect(a).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'no connection to the ledger' })
    expect(leadFieldsHeld(a!.booking)).toHaveLength(5)
    expect(b).toMatchObject({ state: 'sent', sentAt: NOW + 5, quote: { emailed: false, reason: 'no partner email' } })
    expect(leadFieldsHeld(b!.booking)).toEqual([])
    expect(b!.booking).toMatchObject({
      partner: 'P',
      zip: '54016',
      appointment: '2026-12-01T10:00:00-06:00',
      appointmentLabel: 'Tue Dec 1, 10:00 AM CST',
      partnerEmail: 'quotes@partner.example',
    })
  })

  it('a rejected booking is kept apart with its reason, without the lead’s details', async () => {
    await recordBooking(booking('r'), NOW)
    await markRejected(['r'], 'missing partner')
    const [r] = await readOutbox()
    expect(r).toMatchObject({ state: 'rejected', lastError: 'missing partner' })
    expect(leadFieldsHeld(r!.booking)).toEqual([])
  })

  it('prunes sent bookings from before last week, and the lead’s details of one unsent after 30 days', async () => {
    await recordBooking(booking('old-sent', '2026-11-10T12:00:00.000Z'), NOW - 14 * DAY_MS)
    await markSent(['old-sent'], () => null)
    await recordBooking(booking('last-week', '2026-11-17T12:00:00.000Z'), NOW - 7 * DAY_MS)
    await markSent(['last-week'], () => ({ emailed: true }))
    await recordBooking(booking('stale', '2026-10-20T12:00:00.000Z'), NOW - 31 * DAY_MS)
    await recordBooking(booking('fresh'), NOW)
    await pruneOutbox(LAST_WEEK_START, NOW)
    const entries = await readOutbox()
    expect(entries.map((entry) => entry.booking.id)).toEqual(['stale', 'last-week', 'fresh'])
    const stale = entries.find((entry) => entry.booking.id === 'stale')!
    expect(stale).toMatchObject({ state: 'waiting' })
    expect(leadFieldsHeld(stale.booking)).toEqual([])
    expect(stale.booking.partner).toBe('P')
    expect(leadFieldsHeld(entries.find((entry) => entry.booking.id === 'fresh')!.booking)).toHaveLength(5)
  })
})
