import { useMemo } from 'react'
import { bookingCopy } from '../../content/bookings/booking-copy'
import { setterClockTime } from '../../intl-format'
import { MAY_HAVE_BEEN_SENT } from '../../bookings/booking'
import { partnerKey } from '../../bookings/partner-bookings'
import { useExternalStore } from '../../use-external-store'
import type { OutboxEntry } from '../ledger-link/booking-outbox'
import { bookingsHere } from '../ledger-link/bookings-here'
import { outboxView } from '../ledger-link/outbox-sender'

/** This partner's latest booking recorded on this page since it opened or since New lead, if there is one. */
export function useLatestBookingHere(partner: string): OutboxEntry | null {
  const { entries } = useExternalStore(outboxView)
  const { since } = useExternalStore(bookingsHere)
  return useMemo(() => {
    const key = partnerKey(partner)
    let latest: OutboxEntry | null = null
    for (const entry of entries)
      if (entry.recordedAt >= since && partnerKey(entry.booking.partner) === key)
        if (!latest || entry.recordedAt > latest.recordedAt) latest = entry
    return latest
  }, [entries, partner, since])
}

/** `Booked 3:12 PM`, then what became of the booking and its quote. */
export function BookedLine({ entry }: { entry: OutboxEntry }) {
  const time = setterClockTime(entry.recordedAt)
  const emailItYourself = useExternalStore(bookingsHere).emailItYourself.get(entry.booking.id)
  if (entry.state === 'waiting') return <span className="booked-at">{bookingCopy.bookedWaiting(time)}</span>
  if (entry.state === 'rejected')
    return <span className="booked-at">{bookingCopy.bookedRejected(time, entry.lastError ?? '')}</span>
  const quote = entry.quote
  if (!quote) return <span className="booked-at">{bookingCopy.bookedAt(time)}</span>
  if (quote.emailed)
    return <span className="booked-at">{bookingCopy.bookedEmailed(time, entry.booking.partnerEmail ?? '')}</span>
  if (quote.held) return <span className="booked-at is-not-emailed">{bookingCopy.bookedHeld(time, quote.reason)}</span>
  if (quote.reason === MAY_HAVE_BEEN_SENT)
    return <span className="booked-at is-not-emailed">{bookingCopy.bookedMayHaveBeenSent(time)}</span>
  return (
    <span className="booked-at is-not-emailed">
      {bookingCopy.bookedNotEmailed(time, quote.reason)}
      {emailItYourself ? (
        <>
          {' '}
          <a href={emailItYourself}>{bookingCopy.emailItYourself}</a>
        </>
      ) : null}
    </span>
  )
}
