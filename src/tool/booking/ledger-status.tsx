import { bookingCopy } from '../../content/booking-copy'
import { setterClockTime } from '../../intl-format'
import { useExternalStore } from '../../use-external-store'
import { outboxView } from './outbox-sender'
import { outcomesView } from './outcome-sender'
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

/** While bookings or call outcomes wait, one line says how many and why; opening it lists each with its last error. */
function OutboxStatus() {
  const { entries, reason } = useExternalStore(outboxView)
  const outcomes = useExternalStore(outcomesView).filter((entry) => entry.state === 'waiting')
  const waiting = entries.filter((entry) => entry.state === 'waiting')
  const rejected = entries.filter((entry) => entry.state === 'rejected')
  const anyWaiting = waiting.length + outcomes.length > 0
  if ((!anyWaiting || reason === null) && rejected.length === 0) return null
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
        {anyWaiting && reason !== null
          ? bookingCopy.waiting(waiting.length, outcomes.length, reason)
          : bookingCopy.rejectedHeading}
      </summary>
      <ul aria-label={bookingCopy.waitingListLabel}>
        {waiting.map(item)}
        {outcomes.map(({ outcome, recordedAt, lastError }) => (
          <li key={outcome.attemptId}>
            {bookingCopy.waitingOutcomeItem(outcome.outcome, setterClockTime(recordedAt))}
            {' — '}
            {lastError ?? bookingCopy.notTried}
          </li>
        ))}
      </ul>
      {rejected.length > 0 ? (
        <>
          <p>{bookingCopy.rejectedHeading}</p>
          <ul>{rejected.map(item)}</ul>
        </>
      ) : null}
    </details>
  )
}
