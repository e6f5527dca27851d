// A card's line under Mark booked: when it was booked on this page, and what became of the booking and its quote.
import { useMemo } from 'react'
import { bookingCopy } from '../../content/booking-copy'
import { setterClockTime } from '../../intl-format'
import type { BookingToSend } from '../../ledger/ledger-contract'
import { partnerKey } from '../../ledger/partner-bookings'
import { partnerAddresses, quoteEmailBody, quoteEmailSubject } from '../../ledger/quote-email'
import { useExternalStore } from '../../use-external-store'
import type { OutboxEntry } from './booking-outbox'
import { outboxView } from './outbox-sender'

const PAGE_OPENED_AT = Date.now()

/** Bookings recorded on this page, whole: `Email it yourself` is built from them, never from the Lead details form. */
export const bookedHere = new Map<string, BookingToSend>()

/** This partner's latest booking recorded on this page, if there is one. */
export function useLatestBookingHere(partner: string): OutboxEntry | null {
  const { entries } = useExternalStore(outboxView)
  return useMemo(() => {
    const key = partnerKey(partner)
    let latest: OutboxEntry | null = null
    for (const entry of entries)
      if (entry.recordedAt >= PAGE_OPENED_AT && partnerKey(entry.booking.partner) === key)
        if (!latest || entry.recordedAt > latest.recordedAt) latest = entry
    return latest
  }, [entries, partner])
}

function mailtoOf(booking: BookingToSend): string {
  // The script's own address rule: a cell it would refuse leaves the recipient to the setter.
  const recipients = partnerAddresses(booking.partnerEmail)
  const to = 'addresses' in recipients ? recipients.addresses.map(encodeURIComponent).join(',') : ''
  const query = `subject=${encodeURIComponent(quoteEmailSubject(booking))}&body=${encodeURIComponent(quoteEmailBody(booking))}`
  return `mailto:${to}?${query}`
}

/** `Booked 3:12 PM`, then what became of the booking and its quote. */
export function BookedLine({ entry }: { entry: OutboxEntry }) {
  const time = setterClockTime(entry.recordedAt)
  const own = bookedHere.get(entry.booking.id)
  if (entry.state === 'waiting') return <span className="booked-at">{bookingCopy.bookedWaiting(time)}</span>
  if (entry.state === 'rejected')
    return <span className="booked-at">{bookingCopy.bookedRejected(time, entry.lastError ?? '')}</span>
  const quote = entry.quote
  if (!quote) return <span className="booked-at">{bookingCopy.bookedAt(time)}</span>
  if (quote.emailed)
    return <span className="booked-at">{bookingCopy.bookedEmailed(time, entry.booking.partnerEmail ?? '')}</span>
  return (
    <span className="booked-at is-not-emailed">
      {bookingCopy.bookedNotEmailed(time, quote.reason)}
      {own ? (
        <>
          {' '}
          <a href={mailtoOf(own)}>{bookingCopy.emailItYourself}</a>
        </>
      ) : null}
    </span>
  )
}
