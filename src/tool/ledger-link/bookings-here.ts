// A booking is kept whole until the ledger acknowledges it, since its quote may have to be emailed by hand.
import { externalStore } from '../../external-store'
import { MAY_HAVE_BEEN_SENT, type BookingToSend } from '../../bookings/booking'
import { partnerAddresses, quoteEmailBody, quoteEmailSubject } from '../../bookings/quote-email'
import { refundPolicyText } from '../../refunds/policy'
import type { OutboxEntry } from './booking-outbox'

interface BookingsHere {
  /** Only bookings recorded since then have a line: the page's opening, or the last New lead (ms). */
  since: number
  /** Recorded here and not yet acknowledged, by id. */
  unacknowledged: ReadonlyMap<string, BookingToSend>
  /** `mailto:` links of the acknowledged quotes the ledger did not email, by booking id. */
  emailItYourself: ReadonlyMap<string, string>
}

export const bookingsHere = externalStore<BookingsHere>({
  since: Date.now(),
  unacknowledged: new Map(),
  emailItYourself: new Map(),
})

function mailtoOf(booking: BookingToSend): string {
  // The script's own address rule: a cell it would refuse leaves the recipient to the setter.
  const recipients = partnerAddresses(booking.partnerEmail)
  const to = 'addresses' in recipients ? recipients.addresses.map(encodeURIComponent).join(',') : ''
  const query = `subject=${encodeURIComponent(quoteEmailSubject(booking))}&body=${encodeURIComponent(quoteEmailBody(booking, refundPolicyText.quoteEmail))}`
  return `mailto:${to}?${query}`
}

export function rememberBooking(booking: BookingToSend): void {
  const here = bookingsHere.get()
  bookingsHere.set({ ...here, unacknowledged: new Map(here.unacknowledged).set(booking.id, booking) })
}

/** Whenever the outbox is read: what the ledger took, or refused, is no longer kept whole. */
export function settleBookingsHere(entries: readonly OutboxEntry[]): void {
  const here = bookingsHere.get()
  const settled = entries.filter((entry) => entry.state !== 'waiting' && here.unacknowledged.has(entry.booking.id))
  if (settled.length === 0) return
  const unacknowledged = new Map(here.unacknowledged)
  const emailItYourself = new Map(here.emailItYourself)
  for (const { booking, state, quote } of settled) {
    const whole = unacknowledged.get(booking.id)!
    unacknowledged.delete(booking.id)
    // A held quote is the owner's to send, and one that may have been sent could reach the partner twice.
    if (state === 'sent' && quote && !quote.emailed && !quote.held && quote.reason !== MAY_HAVE_BEEN_SENT)
      emailItYourself.set(booking.id, mailtoOf(whole))
  }
  bookingsHere.set({ ...here, unacknowledged, emailItYourself })
}

/** New lead: the cards' lines and links of earlier bookings go too. */
export function forgetBookingsHere(now = Date.now()): void {
  bookingsHere.set({ since: now, unacknowledged: new Map(), emailItYourself: new Map() })
}
