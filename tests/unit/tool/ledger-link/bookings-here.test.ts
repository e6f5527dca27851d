// @vitest-environment node
// What the page keeps of a booking recorded on it (README's privacy line): the whole booking until the ledger
// acknowledges it; then only the `Email it yourself` link of a quote not emailed; after New lead, nothing.
import { beforeEach, describe, expect, it } from 'vitest'
import type { OutboxEntry, QuoteFate } from '../../../../src/tool/ledger-link/booking-outbox'
import {
  bookingsHere,
  forgetBookingsHere,
  rememberBooking,
  settleBookingsHere,
} from '../../../../src/tool/ledger-link/bookings-here'
import { booking } from '../../apps-script/script-requests'

const RECORDED_AT = Date.parse('2026-11-24T17:00:00Z')
const whole = (id: string) => booking(id, {}, { withAppointment: true })
/** The outbox's entry for it: after the acknowledgement, without the lead's details (booking-outbox.ts). */
function entry(id: string, state: OutboxEntry['state'], quote: QuoteFate | null = null): OutboxEntry {
  const {
    leadName: _name,
    leadPhone: _phone,
    leadEmail: _email,
    leadAddress: _address,
    notes: _notes,
    ...rest
  } = whole(id)
  const booking = state === 'waiting' ? whole(id) : { ...rest, leadName: '', leadPhone: '' }
  return { booking, state, attempts: 0, lastError: null, recordedAt: RECORDED_AT, sentAt: null, quote }
}
/** Everything the page keeps, as text. */
const kept = () => {
  const { unacknowledged, emailItYourself } = bookingsHere.get()
  return JSON.stringify({ unacknowledged: [...unacknowledged], emailItYourself: [...emailItYourself] })
}

beforeEach(() => forgetBookingsHere(0))

describe('bookings recorded on this page', () => {
  it('are kept whole until the ledger acknowledges them', () => {
    rememberBooking(whole('w'))
    settleBookingsHere([entry('w', 'waiting')])
    expect(bookingsHere.get().unacknowledged.get('w')).toEqual(whole('w'))
  })

  it('keep only the Email it yourself link once the ledger says the quote was not emailed', () => {
    rememberBooking(whole('n'))
    settleBookingsHere([entry('n', 'sent', { emailed: false, reason: 'daily email limit reached' })])
    const { unacknowledged, emailItYourself } = bookingsHere.get()
    expect(unacknowledged.size).toBe(0)
    const link = emailItYourself.get('n')!
    expect(link).toMatch(/^mailto:quotes%40hudson\.example\?subject=New%20estimate%3A%20/)
    expect(decodeURIComponent(link)).toContain('Lead: Pat Doe')
    // The lead's details survive in the link alone.
    expect(kept().replace(JSON.stringify(link), '')).not.toMatch(/Pat Doe|715 555 0100|1 Main St|Side door/)
  })

  it('keep no Email it yourself link for a quote held past the setter’s daily limit: the owner sends it', () => {
    rememberBooking(whole('h'))
    const reason = "held: Sam's daily limit of 40 reached"
    settleBookingsHere([entry('h', 'sent', { emailed: false, reason, held: true })])
    expect(kept()).toBe('{"unacknowledged":[],"emailItYourself":[]}')
  })

  it('keep no Email it yourself link for a quote that may have been sent: the partner could get it twice', () => {
    rememberBooking(whole('m'))
    settleBookingsHere([entry('m', 'sent', { emailed: false, reason: 'may have been sent: check the Sent folder' })])
    expect(kept()).toBe('{"unacknowledged":[],"emailItYourself":[]}')
  })

  it('keep nothing of the lead once the quote was emailed, the ledger is emailing it, or the ledger refused it', () => {
    for (const id of ['e', 'b', 'r']) rememberBooking(whole(id))
    settleBookingsHere([entry('e', 'sent', { emailed: true }), entry('b', 'sent', null), entry('r', 'rejected')])
    expect(kept()).toBe('{"unacknowledged":[],"emailItYourself":[]}')
  })

  it('are forgotten, link and line, by New lead', () => {
    rememberBooking(whole('x'))
    rememberBooking(whole('y'))
    settleBookingsHere([entry('x', 'sent', { emailed: false, reason: 'no partner email' })])
    forgetBookingsHere(RECORDED_AT + 1)
    expect(kept()).toBe('{"unacknowledged":[],"emailItYourself":[]}')
    // Only bookings recorded from now on have a line on their card.
    expect(bookingsHere.get().since).toBe(RECORDED_AT + 1)
  })
})
