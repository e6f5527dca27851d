// The line under a card's Mark booked: what became of the booking's quote, and `Email it yourself` only where the
// setter emailing it cannot reach the partner twice.
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setterClockTime } from '../../../../src/intl-format'
import type { OutboxEntry, QuoteFate } from '../../../../src/tool/ledger-link/booking-outbox'
import { BookedLine } from '../../../../src/tool/bookings/booked-line'
import { forgetBookingsHere, rememberBooking, settleBookingsHere } from '../../../../src/tool/ledger-link/bookings-here'
import { booking } from '../../apps-script/script-requests'

const RECORDED_AT = Date.parse('2026-11-24T17:00:00Z')
const time = setterClockTime(RECORDED_AT)

/** The booking recorded on this page, then acknowledged by the ledger with this fate of its quote. */
function acknowledged(id: string, quote: QuoteFate | null): OutboxEntry {
  const whole = booking(id, {}, { withAppointment: true })
  rememberBooking(whole)
  const entry: OutboxEntry = {
    booking: { ...whole, leadName: '', leadPhone: '' },
    state: 'sent',
    attempts: 1,
    lastError: null,
    recordedAt: RECORDED_AT,
    sentAt: RECORDED_AT,
    quote,
  }
  settleBookingsHere([entry])
  return entry
}

beforeEach(() => forgetBookingsHere(0))

describe('the booked line', () => {
  it('says to check the Sent folder, and offers no Email it yourself, for a quote that may have been sent', () => {
    const entry = acknowledged('m', { emailed: false, reason: 'may have been sent: check the Sent folder' })
    const { container } = render(<BookedLine entry={entry} />)
    expect(container).toHaveTextContent(
      `Booked ${time} · quote may have been sent. Check the Sent folder before sending it again.`,
    )
    expect(screen.queryByRole('link', { name: 'Email it yourself' })).toBeNull()
  })

  it('offers Email it yourself for a quote the ledger could not email', () => {
    const entry = acknowledged('d', { emailed: false, reason: 'daily email limit reached' })
    const { container } = render(<BookedLine entry={entry} />)
    expect(container).toHaveTextContent(
      `Booked ${time} · quote NOT emailed (daily email limit reached) Email it yourself`,
    )
    expect(screen.getByRole('link', { name: 'Email it yourself' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:quotes%40hudson\.example\?/),
    )
  })

  it('offers nothing for a quote the ledger is sending (a passing fault keeps it waiting)', () => {
    const entry = acknowledged('w', null)
    const { container } = render(<BookedLine entry={entry} />)
    expect(container).toHaveTextContent(`Booked ${time}`)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says a held booking is the owner’s to send or withdraw', () => {
    const reason = 'held: same homeowner booked Fri Nov 20 (first)'
    const entry = acknowledged('h', { emailed: false, reason, held: true })
    const { container } = render(<BookedLine entry={entry} />)
    expect(container).toHaveTextContent(
      `Booked ${time} · quote NOT emailed (held: same homeowner booked Fri Nov 20 (first)): the owner sends it or withdraws it.`,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })
})
