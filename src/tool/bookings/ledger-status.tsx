import { bookingCopy } from '../../content/bookings/booking-copy'
import { setterClockTime } from '../../intl-format'
import { useExternalStore } from '../../use-external-store'
import { waitsForItsKey } from '../ledger-link/key-fingerprint'
import { outboxView } from '../ledger-link/outbox-sender'
import { outcomesView } from '../ledger-link/outcome-sender'
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
  const { entries, reason, keyFingerprint } = useExternalStore(outboxView)
  const allOutcomes = useExternalStore(outcomesView).filter((entry) => entry.state === 'waiting')
  const allWaiting = entries.filter((entry) => entry.state === 'waiting')
  const theirKey = (entry: { keyFingerprint?: string }) => waitsForItsKey(entry, keyFingerprint)
  const waiting = allWaiting.filter((entry) => !theirKey(entry))
  const outcomes = allOutcomes.filter((entry) => !theirKey(entry))
  const forTheirKey = allWaiting.filter(theirKey).length + allOutcomes.filter(theirKey).length
  const rejected = entries.filter((entry) => entry.state === 'rejected')
  const anyWaiting = waiting.length + outcomes.length > 0
  const sendingLine = anyWaiting && reason !== null ? bookingCopy.waiting(waiting.length, outcomes.length, reason) : ''
  const theirKeyLine = forTheirKey > 0 ? bookingCopy.waitingForTheirKey(forTheirKey) : ''
  if (!sendingLine && !theirKeyLine && rejected.length === 0) return null
  const why = (entry: { keyFingerprint?: string; lastError: string | null }) =>
    theirKey(entry) ? bookingCopy.savedUnderAnotherKey : (entry.lastError ?? bookingCopy.notTried)
  const item = (entry: (typeof entries)[number]) => (
    <li key={entry.booking.id}>
      {bookingCopy.waitingItem(entry.booking.partner, entry.booking.zip, setterClockTime(entry.recordedAt))}
      {' — '}
      {entry.state === 'waiting' ? why(entry) : (entry.lastError ?? bookingCopy.notTried)}
    </li>
  )
  return (
    <details className="outbox-status">
      <summary>
        {sendingLine || theirKeyLine
          ? [sendingLine, theirKeyLine].filter(Boolean).join(' ')
          : bookingCopy.rejectedHeading}
      </summary>
      <ul aria-label={bookingCopy.waitingListLabel}>
        {allWaiting.map(item)}
        {allOutcomes.map((entry) => (
          <li key={entry.outcome.attemptId}>
            {bookingCopy.waitingOutcomeItem(entry.outcome.outcome, setterClockTime(entry.recordedAt))}
            {' — '}
            {why(entry)}
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
