import { bookingCopy } from '../../content/booking-copy'
import { setterClockTime } from '../../intl-format'
import { useExternalStore } from '../../use-external-store'
import { outboxView } from './outbox-sender'
import { ledgerAge, type LedgerReadout } from './use-ledger-bookings'

/** The ledger's lines in the Search tab: the waiting bookings, and how old the counts are. */
export function LedgerStatus({ ledger, now }: { ledger: LedgerReadout | null; now: number }) {
  return (
    <>
      <OutboxStatus />
      {ledger ? <p className="hint ledger-age">{ledgerAge(ledger, now)}</p> : null}
    </>
  )
}

/** While bookings wait, one line says how many and why; opening it lists each with its last error. */
function OutboxStatus() {
  const { entries, reason } = useExternalStore(outboxView)
  const waiting = entries.filter((entry) => entry.state === 'waiting')
  const rejected = entries.filter((entry) => entry.state === 'rejected')
  if ((waiting.length === 0 || reason === null) && rejected.length === 0) return null
  const item = (entry: (typeof entries)[number]) => (
    <li key={entry.booking.id}>
      {bookingCopy.waitingItem(entry.booking.partner, entry.booking.zip, setterClockTime(entry.recordedAt))}
      {' — '}
      {entry.lastError ?? bookingCopy.notTried}
    </li>
  )
  return (
    <details className="outbox-status">
      <summary>
        {waiting.length > 0 && reason !== null
          ? bookingCopy.waiting(waiting.length, reason)
          : bookingCopy.rejectedHeading}
      </summary>
      <ul aria-label={bookingCopy.waitingListLabel}>{waiting.map(item)}</ul>
      {rejected.length > 0 ? (
        <>
          <p>{bookingCopy.rejectedHeading}</p>
          <ul>{rejected.map(item)}</ul>
        </>
      ) : null}
    </details>
  )
}
